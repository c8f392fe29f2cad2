// The mails of accounts, as plain text and simple HTML. Links go to the screen's routes under
// PUBLIC_URL (spec §2: /verify-email and /reset-password, with the token as a query parameter).
import { PRODUCT_NAME } from "@encore/shared";
import type { MailMessage } from "../mail/mailer.js";

/** PUBLIC_URL + route + ?token=…; a PUBLIC_URL with a path (https://host/karaoke) keeps it. */
export function linkTo(publicUrl: string, route: string, token: string): string {
  const url = new URL(`${publicUrl}${route}`);
  url.searchParams.set("token", token);
  return url.toString();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mail(
  to: string,
  subject: string,
  lines: { greeting: string; body: string[]; action?: { label: string; link: string } },
): MailMessage {
  const { greeting, body, action } = lines;
  const text = [greeting, "", ...body, ...(action ? ["", `${action.label}: ${action.link}`] : [])]
    .concat(["", `— ${PRODUCT_NAME}`])
    .join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...body.map((line) => `<p>${escapeHtml(line)}</p>`),
    action ? `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>` : "",
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join("\n");
  return { to, subject, text, html, ...(action ? { link: action.link } : {}) };
}

export function verificationMail(to: string, name: string, link: string): MailMessage {
  return mail(to, `Verify your ${PRODUCT_NAME} email address`, {
    greeting: `Hi ${name},`,
    body: [
      `Please confirm that this is your email address to finish creating your ${PRODUCT_NAME} account.`,
      "The link works once, for 24 hours. If you did not sign up, ignore this mail.",
    ],
    action: { label: "Verify my email", link },
  });
}

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  return mail(to, `Reset your ${PRODUCT_NAME} password`, {
    greeting: `Hi ${name},`,
    body: [
      "Someone asked to reset the password of your account. Choose a new password with this link.",
      "The link works once, for 1 hour. If you did not ask, ignore this mail: nothing changes.",
    ],
    action: { label: "Reset my password", link },
  });
}

/** Sent instead of a sign-up answer that would reveal that the address has an account. */
export function existingAccountMail(to: string, name: string, publicUrl: string): MailMessage {
  return mail(to, `You already have an ${PRODUCT_NAME} account`, {
    greeting: `Hi ${name},`,
    body: [
      "Someone tried to create an account with this email address, which already has one.",
      "If it was you: sign in (with Google if that is how you signed up), or use 'Forgot Password' to choose a new password. If not, ignore this mail: nothing changes.",
    ],
    action: { label: `Open ${PRODUCT_NAME}`, link: `${publicUrl}/` },
  });
}
