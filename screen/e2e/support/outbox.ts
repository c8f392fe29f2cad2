// The cloud's mail outbox (docs/protocol.md#configuration: without SMTP_URL every mail is an .eml
// file under DATA_DIR/outbox/): the tests read the mails a user would get and follow their links.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** The mail's link with a token (verify or reset), as the user would click it. */
  link: string;
}

async function readAll(dataDir: string): Promise<OutboxMail[]> {
  const folder = path.join(dataDir, "outbox");
  const files = await readdir(folder).catch(() => [] as string[]);
  const mails: OutboxMail[] = [];
  for (const file of files.filter((name) => name.endsWith(".eml")).sort()) {
    const parsed = await simpleParser(await readFile(path.join(folder, file)));
    const text = parsed.text ?? "";
    const to = parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : "";
    const link = /https?:\/\/\S+[?&]token=[A-Za-z0-9._~%-]+/.exec(text)?.[0] ?? "";
    mails.push({ to, subject: parsed.subject ?? "", text, link });
  }
  return mails;
}

/** Waits for the `nth` mail (0-based) to an address whose subject matches. */
export async function waitForMail(
  dataDir: string,
  to: string,
  subject: RegExp,
  nth = 0,
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readAll(dataDir)).filter(
      (mail) => mail.to === to && subject.test(mail.subject),
    );
    const mail = found[nth];
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
