// The mails of accounts, as plain text and simple HTML, in the language of the account or of the
// request (docs/protocol.md#languages): every sentence is a `mail.*` message of the catalogues.
// Links go to the screen's routes under PUBLIC_URL (/verify-email and /reset-password, with the
// token as a query parameter), with the request's return path when it had one
// (docs/decisions.md, "Links come back to where they started").
import { DEFAULT_LANGUAGE, PRODUCT_NAME, RETURN_PATH_PARAM } from "@encore/shared";
import { mailTexts, type MailKey, type MailTexts } from "../i18n/mail-messages.js";
import type { MailMessage } from "../mail/mailer.js";
import { RESET_LINK_LIFETIME_MS } from "./password-resets.js";
import { VERIFY_LINK_LIFETIME_MS } from "./signup-requests.js";

/**
 * PUBLIC_URL + route + ?[return_to=…&]token=…; a PUBLIC_URL with a path (https://host/karaoke)
 * keeps it. `returnTo` is an app's own path, already checked (return-path.ts).
 */
export function linkTo(
  publicUrl: string,
  route: string,
  token: string,
  returnTo?: string | undefined,
): string {
  const url = new URL(`${publicUrl}${route}`);
  // The token last: mail readers and people that cut a link short keep what comes first.
  if (returnTo) url.searchParams.set(RETURN_PATH_PARAM, returnTo);
  url.searchParams.set("token", token);
  return url.toString();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const HOUR_MS = 60 * 60 * 1000;

/** Which language a mail is written in, and where its texts come from (tests pass their own). */
export interface MailLanguage {
  language: string;
  texts?: MailTexts;
}

const ENGLISH: MailLanguage = { language: DEFAULT_LANGUAGE };

function mail(
  to: string,
  { language, texts = mailTexts }: MailLanguage,
  name: string,
  parts: {
    subject: MailKey;
    body: MailKey[];
    action?: { label: MailKey; link: string };
    values?: Record<string, string | number>;
  },
): MailMessage {
  const values = { product: PRODUCT_NAME, ...parts.values };
  const say = (key: MailKey, more: Record<string, string | number> = {}) =>
    texts.format(language, key, { ...values, ...more });
  const greeting = say("mail.greeting", { name });
  const body = parts.body.map((key) => say(key));
  const action = parts.action && { label: say(parts.action.label), link: parts.action.link };
  const signature = say("mail.signature");
  const text = [
    greeting,
    "",
    ...body,
    ...(action ? ["", say("mail.actionLine", { label: action.label, link: action.link })] : []),
    "",
    signature,
  ].join("\n");
  const html = [
    `<html lang="${escapeHtml(language)}"><body>`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...body.map((line) => `<p>${escapeHtml(line)}</p>`),
    action ? `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>` : "",
    `<p>${escapeHtml(signature)}</p>`,
    "</body></html>",
  ].join("\n");
  return {
    to,
    subject: say(parts.subject),
    text,
    html,
    language,
    ...(action ? { link: action.link } : {}),
  };
}

export function verificationMail(
  to: string,
  name: string,
  link: string,
  language: MailLanguage = ENGLISH,
): MailMessage {
  return mail(to, language, name, {
    subject: "mail.verify.subject",
    body: ["mail.verify.intro", "mail.verify.expiry"],
    action: { label: "mail.verify.action", link },
    values: { hours: VERIFY_LINK_LIFETIME_MS / HOUR_MS },
  });
}

export function passwordResetMail(
  to: string,
  name: string,
  link: string,
  language: MailLanguage = ENGLISH,
): MailMessage {
  return mail(to, language, name, {
    subject: "mail.reset.subject",
    body: ["mail.reset.intro", "mail.reset.expiry"],
    action: { label: "mail.reset.action", link },
    values: { hours: RESET_LINK_LIFETIME_MS / HOUR_MS },
  });
}

/**
 * Sent instead of a sign-up answer that would reveal that the address has an account; its link
 * opens where the sign-up was asked for (the remote's party) or the screen.
 */
export function existingAccountMail(
  to: string,
  name: string,
  publicUrl: string,
  returnTo = "/",
  language: MailLanguage = ENGLISH,
): MailMessage {
  return mail(to, language, name, {
    subject: "mail.existing.subject",
    body: ["mail.existing.intro", "mail.existing.advice"],
    action: { label: "mail.existing.action", link: `${publicUrl}${returnTo}` },
  });
}
