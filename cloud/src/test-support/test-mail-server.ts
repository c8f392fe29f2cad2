// A real SMTP server on a free port (smtp-server), requiring a login, that parses every mail it
// receives (mailparser) so tests can read it and follow its link.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export const SMTP_USER = "encore";
export const SMTP_PASSWORD = "smtp-secret";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  from: string;
  parsed: ParsedMail;
}

export interface TestMailServer {
  /** SMTP_URL for the service, credentials included. */
  url: string;
  mails: ReceivedMail[];
  /** The next mail to an address (already received or still to come). */
  nextMailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** The first link to PUBLIC_URL with a token in a mail's text. */
export function linkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+[?&]token=[A-Za-z0-9._~%-]+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail "${mail.subject}":\n${mail.text}`);
  return new URL(match[0]);
}

export function tokenIn(mail: ReceivedMail): string {
  return linkIn(mail).searchParams.get("token") ?? "";
}

export async function startTestMailServer(): Promise<TestMailServer> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiting: { address: string; resolve: (mail: ReceivedMail) => void }[] = [];

  function deliver(mail: ReceivedMail) {
    mails.push(mail);
    const waiter = waiting.findIndex((w) => w.address === mail.to);
    if (waiter >= 0) {
      taken.add(mail);
      waiting.splice(waiter, 1)[0]?.resolve(mail);
    }
  }

  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          for (const recipient of session.envelope.rcptTo) {
            deliver({
              to: recipient.address.toLowerCase(),
              from: parsed.from?.text ?? "",
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              parsed,
            });
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    mails,
    nextMailTo(address, timeoutMs = 5000) {
      const to = address.toLowerCase();
      const ready = mails.find((mail) => mail.to === to && !taken.has(mail));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const waiter = {
          address: to,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`no mail to ${to}`));
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
