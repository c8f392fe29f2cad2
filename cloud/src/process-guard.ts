// The process-wide last resort: an error nothing else caught is logged and the cloud keeps
// serving. Every request and socket event already answers its own failures (error-handler.ts,
// socket-handlers.ts); what reaches here escaped one of them, e.g. a stream's 'error' event with
// no listener. Exiting would hand whoever can trigger it a switch that ends every party at once,
// while what it could corrupt is one request's memory: every acknowledged change is already in
// the database. Why, and what we gave up: docs/decisions.md (Hardening, HTTP side).
import type { Logger } from "./logger.js";

/** The part of `process` this needs; tests pass an EventEmitter. */
interface ProcessEvents {
  on(event: "uncaughtException", listener: (error: Error, origin: string) => void): unknown;
  on(event: "unhandledRejection", listener: (reason: unknown) => void): unknown;
}

export function keepServingAfterStrayErrors(logger: Logger, proc: ProcessEvents = process): void {
  proc.on("uncaughtException", (error, origin) => {
    logger.error({ err: error, origin }, "unexpected error outside any request; still serving");
  });
  proc.on("unhandledRejection", (reason) => {
    logger.error({ err: reason }, "unhandled promise rejection; still serving");
  });
}
