// What `npm start` prints in a terminal once the cloud answers: where the big screen and the
// phones go, and where the data lives. Off a terminal the same facts are one JSON log line.

export interface BannerFacts {
  /** The listening socket's own address (127.0.0.1 when bound to every interface). */
  url: string;
  /** PUBLIC_URL: what phones, QR codes and mails use. */
  publicUrl: string;
  /** The SQLite file, or PostgreSQL's URL without its password. */
  database: string;
  /** Where mails go when SMTP_URL is unset; null when they are sent. */
  outbox: string | null;
  /** The address the cloud listens on (HOST), e.g. 0.0.0.0 or 127.0.0.1. */
  host: string;
  /** The operator's page, and its password on the one start that generated it (docs/admin.md). */
  admin?: AdminFacts;
}

export interface AdminFacts {
  url: string;
  /** Shown once: null on every start but the one that generated it (or with ADMIN_PASSWORD). */
  password: string | null;
  /** Where the generated password is kept. */
  file: string | null;
}

/** 'Admin: http://…/admin', with the password and its file the one time it is shown. */
export function adminLine({ url, password, file }: AdminFacts, label = "Admin: "): string {
  return password === null
    ? `${label}${url}`
    : `${label}${url}  password: ${password} (shown once; kept in ${file ?? "DATA_DIR"})`;
}

const LOOPBACK = /^(127\.|::1$|localhost$|\[::1\]$)/;

function hostOf(url: string): string {
  return new URL(url).hostname;
}

/** The banner's lines, without a trailing newline. */
export function startBanner(facts: BannerFacts): string {
  const { publicUrl } = facts;
  const publicIsLocal = LOOPBACK.test(hostOf(publicUrl));
  const onlyHere = LOOPBACK.test(facts.host);
  const local = facts.url.replace("//127.0.0.1:", "//localhost:");
  // On this computer the local address also works (and is a secure context even on plain http);
  // with TLS, the certificate may not name localhost, so only PUBLIC_URL is offered.
  const alsoHere =
    !publicIsLocal && local.startsWith("http:") && local !== publicUrl
      ? `   (on this computer also ${local})`
      : "";
  const phones =
    onlyHere || publicIsLocal
      ? `not reachable: ${onlyHere ? `HOST=${facts.host}` : `PUBLIC_URL=${publicUrl}`} is this computer only`
      : `${publicUrl}/remote/   (or scan the QR code on the big screen)`;
  const lines = [
    "Encore is running.",
    `  Big screen:  ${publicUrl}${alsoHere}`,
    `  Phones:      ${phones}`,
    ...(facts.admin ? [adminLine(facts.admin, "  Admin:       ")] : []),
    `  Data:        ${facts.database}`,
  ];
  if (facts.outbox) lines.push(`  Mails:       written to ${facts.outbox} (SMTP_URL is not set)`);
  lines.push("Press Ctrl+C to stop.");
  return lines.join("\n");
}
