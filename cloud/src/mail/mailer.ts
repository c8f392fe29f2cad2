// Outgoing mail (docs/protocol.md#configuration): over SMTP_URL with nodemailer, or, when it is
// unset, written as an .eml file under DATA_DIR/outbox/ with its link in the log, so a LAN install
// without a mail server still lets people verify and reset. Mail leaves in the background: an
// answer never waits for a mail server, and takes as long whether or not a mail was sent (no
// account is revealed by timing).
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Logger } from "../logger.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The language it is written in, a catalogue's tag: sent as Content-Language. */
  language: string;
  /** The mail's action link; logged only when the mail goes to the outbox (no SMTP_URL). */
  link?: string;
}

export interface Mailer {
  /** Queues a mail; a failure is logged, never thrown to the caller. */
  post(message: MailMessage): void;
  /** Resolves once every mail posted so far has been handed over or has failed. */
  idle(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  dataDir: string;
  from: string;
}

export const OUTBOX_DIR = "outbox";

type Deliver = (message: MailMessage) => Promise<void>;

/**
 * A nodemailer transport made at the first mail: nodemailer is loaded then, not at every start
 * of a cloud that may send no mail at all (docs/performance.md, Start).
 */
function lazyTransport(options: string | { streamTransport: true; buffer: true }) {
  let transport: Promise<Transporter> | undefined;
  return () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport(options),
    ));
}

/** What nodemailer sends of a message. */
function envelope(from: string, { to, subject, text, html, language }: MailMessage) {
  return { from, to, subject, text, html, headers: { "Content-Language": language } };
}

function smtpDelivery(smtpUrl: string, from: string): Deliver {
  const transport = lazyTransport(smtpUrl);
  return async (message) => {
    await (await transport()).sendMail(envelope(from, message));
  };
}

function outboxDelivery(outbox: string, from: string, logger: Logger): Deliver {
  const render = lazyTransport({ streamTransport: true, buffer: true });
  return async (message) => {
    const { link } = message;
    const info = await (await render()).sendMail(envelope(from, message));
    // The outbox holds live links: readable by the service's user only.
    await mkdir(outbox, { recursive: true, mode: 0o700 });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = path.join(outbox, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    logger.info({ file, link }, "mail written to the outbox (SMTP_URL is not set)");
  };
}

export function createMailer(options: MailerOptions, logger: Logger): Mailer {
  const deliver = options.smtpUrl
    ? smtpDelivery(options.smtpUrl, options.from)
    : outboxDelivery(path.join(options.dataDir, OUTBOX_DIR), options.from, logger);
  const inFlight = new Set<Promise<void>>();
  return {
    post(message) {
      const sending = deliver(message).catch((error: unknown) => {
        // The reason only: the message itself carries a live link.
        const reason = error instanceof Error ? error.message : String(error);
        logger.error({ reason, subject: message.subject }, "mail not sent");
      });
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
