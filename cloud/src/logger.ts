// Structured logs with pino. Secrets never reach a log line: the redact list names every field
// that could carry one.
import { pino, type Logger } from "pino";

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

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACTED_FIELDS, censor: "[redacted]" } });
}
