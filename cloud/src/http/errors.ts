// Every error a client can see, with its status and its user-facing message (CONTRACT §3).

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "Not logged in") => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message = "Request body is too large") =>
  new HttpError(413, message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    message,
    retryAfterSeconds === undefined ? {} : { "Retry-After": String(retryAfterSeconds) },
  );
