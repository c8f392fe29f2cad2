// Structured logs with pino. Secrets never reach a log line: the redact list names every field
// that could carry one. In a terminal the lines are made readable by pino-pretty, run as pino's
// transport (a worker thread); anywhere else (a service manager, a file, a pipe) they stay one
// JSON object a line, for machines.
import { pino, type DestinationStream, type Logger, type LoggerOptions } from "pino";

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

function options(level: string): LoggerOptions {
  return { level, redact: { paths: REDACTED_FIELDS, censor: "[redacted]" } };
}

/** Logs JSON to stdout, or to `destination` (tests read what was logged). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(options(level), destination) : pino(options(level));
}

/**
 * The running cloud's logger: `[12:04:05] INFO: database migrated` in a terminal, JSON lines
 * otherwise. Redaction happens before either.
 */
export function createProcessLogger(
  level: string,
  terminal = process.stdout.isTTY === true,
): Logger {
  if (!terminal) return createLogger(level);
  return pino({
    ...options(level),
    transport: {
      target: "pino-pretty",
      options: {
        colorize: true,
        singleLine: true,
        translateTime: "SYS:HH:MM:ss",
        ignore: "pid,hostname",
      },
    },
  });
}
