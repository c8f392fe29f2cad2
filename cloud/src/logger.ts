// Structured logs with pino. Secrets never reach a log line: the redact list names every field
// that could carry one.
import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

export const REDACTED_FIELDS = [
  "password",
  "*.password",
  "token",
  "*.token",
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
];

/** Logs to stdout, or to `destination` (tests read what was logged). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_FIELDS, censor: "[redacted]" } };
  return destination ? pino(options, destination) : pino(options);
}
