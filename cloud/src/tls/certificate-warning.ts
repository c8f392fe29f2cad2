// A certificate that has run out, or soon will, is named at start: otherwise the first sign of it
// is phones refusing the cloud with a browser warning.
import type { TlsFiles } from "../config.js";

export const EXPIRY_WARNING_DAYS = 14;
const DAY_MS = 86_400_000;

export function certificateWarning(
  tls: Pick<TlsFiles, "validTo" | "certFile">,
  now: Date,
): string | null {
  const left = tls.validTo.getTime() - now.getTime();
  const day = tls.validTo.toISOString().slice(0, 10);
  if (left <= 0) {
    return `the certificate in TLS_CERT_FILE expired on ${day}: browsers will refuse it; renew it and restart`;
  }
  if (left < EXPIRY_WARNING_DAYS * DAY_MS) {
    const days = Math.ceil(left / DAY_MS);
    return `the certificate in TLS_CERT_FILE expires on ${day} (in ${days} day${days === 1 ? "" : "s"}): renew it and restart`;
  }
  return null;
}
