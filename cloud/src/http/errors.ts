// Every error a client can see, with its status, its stable code and its user-facing English
// message (docs/protocol.md#conventions, #error-codes).
import type { ErrorCode, ErrorParams, Problem } from "@encore/shared";

export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParams | undefined;

  constructor(
    readonly status: number,
    problem: Problem,
    readonly headers: Record<string, string> = {},
  ) {
    super(problem.message);
    this.name = "HttpError";
    this.code = problem.code;
    this.params = problem.params;
  }

  /** What the error handler answers: `{message, code}`, and `params` when the text has numbers. */
  get body(): Problem {
    return this.params === undefined
      ? { message: this.message, code: this.code }
      : { message: this.message, code: this.code, params: this.params };
  }
}

const error =
  (status: number) =>
  (message: string, code: ErrorCode, params?: ErrorParams): HttpError =>
    new HttpError(status, { message, code, ...(params === undefined ? {} : { params }) });

export const badRequest = error(400);
export const forbidden = error(403);
export const conflict = error(409);
export const unauthorized = (message = "Not logged in", code: ErrorCode = "unauthorized") =>
  new HttpError(401, { message, code });
export const notFound = (message = "Not found", code: ErrorCode = "not_found") =>
  new HttpError(404, { message, code });
export const payloadTooLarge = (
  message = "Request body is too large",
  code: ErrorCode = "payload_too_large",
  params?: ErrorParams,
) => new HttpError(413, { message, code, ...(params === undefined ? {} : { params }) });
export const tooManyRequests = (problem: Problem, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    problem,
    retryAfterSeconds === undefined ? {} : { "Retry-After": String(retryAfterSeconds) },
  );
/** Any status, from a problem: `fromProblem(400, AUTH_PROBLEMS.invalidEmail)`. */
export const fromProblem = (status: number, problem: Problem) => new HttpError(status, problem);
