// Turns every failure into `{message, code}` (and `params`, docs/protocol.md#error-codes) with the
// right status; a stack trace never leaves.
import { STATUS_CODES } from "node:http";
import type { ErrorCode, Problem } from "@encore/shared";
import type { Middleware } from "koa";
import type { Logger } from "../logger.js";
import { HttpError } from "./errors.js";

interface StatusCarrier {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  message?: unknown;
}

/** Errors thrown by Koa's own helpers carry an HTTP status (http-errors). */
function statusOf(error: StatusCarrier): number | undefined {
  const status = error.status ?? error.statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : undefined;
}

function publicMessage(error: StatusCarrier | Error, status: number): string {
  if (status === 413) return "Request body is too large";
  const carrier = error as StatusCarrier;
  if (carrier.expose === true && typeof carrier.message === "string") return carrier.message;
  return status >= 500 ? "Internal server error" : "Bad request";
}

/** The code of an error that has only its status (a route's 404, Koa's own errors). */
const STATUS_CODE_NAMES: Readonly<Record<number, ErrorCode>> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  413: "payload_too_large",
  429: "too_many_requests",
  500: "internal_error",
  501: "not_implemented",
};

export function codeForStatus(status: number): ErrorCode {
  return STATUS_CODE_NAMES[status] ?? (status >= 500 ? "internal_error" : "bad_request");
}

/** The status's own phrase in sentence case, as our messages are: "Method not allowed". */
export function statusMessage(status: number): string {
  const phrase = STATUS_CODES[status] ?? "Error";
  return phrase.charAt(0) + phrase.slice(1).toLowerCase();
}

export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // An error status without a body: no route (404), or the router's wrong method (405 with
      // its Allow header) or unknown method (501). Koa would answer its status text as plain text.
      if (ctx.status >= 400 && (ctx.body === undefined || ctx.body === null)) {
        const status = ctx.status;
        ctx.status = status; // made explicit, or the body would turn Koa's default 404 into 200
        const body: Problem = { message: statusMessage(status), code: codeForStatus(status) };
        ctx.body = body;
      }
    } catch (error) {
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.set(error.headers);
        ctx.body = error.body;
        return;
      }
      const carrier = (typeof error === "object" && error !== null ? error : {}) as StatusCarrier;
      const status = statusOf(carrier) ?? 500;
      if (status >= 500) logger.error({ err: error, path: ctx.path }, "request failed");
      ctx.status = status;
      const body: Problem = {
        message: publicMessage(carrier, status),
        code: codeForStatus(status),
      };
      ctx.body = body;
    }
  };
}
