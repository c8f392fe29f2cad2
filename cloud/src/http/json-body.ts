// Reads a JSON request body, decoding gzip, deflate and br itself, so that every stream involved
// has an 'error' listener for as long as it lives. (@koa/bodyparser pipes the request through a
// zlib stream and stops listening to it at the size limit: the stream's later error, e.g. a body
// cut short, then reached the process as an unhandled 'error' event and killed it.)
import type { IncomingMessage } from "node:http";
import type { Transform } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import type { Middleware } from "koa";
import { badRequest, HttpError, payloadTooLarge } from "./errors.js";

/** Media types read as JSON; any other body is left unread and the handler sees `{}`. */
const JSON_TYPES = ["application/json", "application/*+json", "application/csp-report"];
const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

export const CONTENT_ENCODINGS = ["gzip", "x-gzip", "deflate", "br", "identity"] as const;
type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

/** The connection is closed after a refused body: what is left of it is not worth reading. */
const CLOSE = { Connection: "close" };

function decoderFor(encoding: ContentEncoding): Transform | null {
  switch (encoding) {
    case "gzip":
    case "x-gzip":
      return createGunzip();
    case "deflate":
      return createInflate();
    case "br":
      return createBrotliDecompress();
    case "identity":
      return null;
  }
}

/** The body's encoding from Content-Encoding; 415 naming it when we cannot decode it. */
export function contentEncodingOf(header: string | undefined): ContentEncoding {
  const value = (header ?? "identity").trim().toLowerCase() || "identity";
  const known = CONTENT_ENCODINGS.find((encoding) => encoding === value);
  if (known) return known;
  const shown = value.slice(0, 40);
  throw new HttpError(
    415,
    {
      message: `Content-Encoding "${shown}" is not supported: send the body as identity, gzip, deflate or br`,
      code: "unsupported_encoding",
      params: { encoding: shown },
    },
    CLOSE,
  );
}

function tooLarge(limit: number, encoding: ContentEncoding): HttpError {
  const error =
    encoding === "identity"
      ? payloadTooLarge()
      : payloadTooLarge(
          `Request body is too large once decompressed (at most ${limit} bytes)`,
          "decompressed_too_large",
          { max: limit },
        );
  Object.assign(error.headers, CLOSE);
  return error;
}

function corrupt(encoding: ContentEncoding): HttpError {
  const name = encoding === "x-gzip" ? "gzip" : encoding;
  return new HttpError(
    400,
    {
      message: `Request body is not valid ${name}: it is corrupt or cut short`,
      code: "corrupt_body",
      params: { encoding: name },
    },
    CLOSE,
  );
}

const incomplete = () => badRequest("Request body was not received in full", "incomplete_body");

/**
 * The body's bytes, decoded, at most `limit` of them (before and after decoding). Settles exactly
 * once; the listeners on the decoder stay attached, so its late errors land here and are ignored.
 */
export function readBody(
  req: IncomingMessage,
  encoding: ContentEncoding,
  limit: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (encoding === "identity" && Number.isFinite(declared) && declared > limit) {
      req.resume(); // discarded; the connection closes after the answer
      reject(tooLarge(limit, encoding));
      return;
    }
    const decoder = decoderFor(encoding);
    const chunks: Buffer[] = [];
    let received = 0;
    let decoded = 0;
    let settled = false;

    const settle = (error: HttpError | null) => {
      if (settled) return;
      settled = true;
      req.off("data", onData);
      req.off("end", onEnd);
      if (error) {
        decoder?.destroy();
        req.resume(); // the rest is read and dropped, never buffered
        reject(error);
      } else resolve(Buffer.concat(chunks, decoded));
    };
    const keep = (chunk: Buffer) => {
      decoded += chunk.length;
      if (decoded > limit) settle(tooLarge(limit, encoding));
      else chunks.push(chunk);
    };
    function onData(chunk: Buffer) {
      received += chunk.length;
      if (received > limit) return settle(tooLarge(limit, encoding));
      if (decoder) decoder.write(chunk);
      else keep(chunk);
    }
    function onEnd() {
      if (decoder) decoder.end();
      else settle(null);
    }

    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", () => settle(incomplete()));
    req.on("aborted", () => settle(incomplete()));
    if (decoder) {
      decoder.on("data", (chunk: Buffer) => {
        if (!settled) keep(chunk);
      });
      decoder.on("end", () => settle(null));
      decoder.on("error", () => settle(corrupt(encoding)));
    }
  });
}

const forbiddenKey = (key: string) =>
  badRequest(`Request body must not contain a "${key}" key`, "forbidden_key", { key });

/** What a reviver refuses: keys that would reach an object's prototype if merged (bourne's rule). */
function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (key === "__proto__") throw forbiddenKey("__proto__");
  if (
    key === "constructor" &&
    typeof value === "object" &&
    value !== null &&
    Object.prototype.hasOwnProperty.call(value, "prototype")
  )
    throw forbiddenKey("constructor.prototype");
  return value;
}

/** A JSON object or array; an empty body is `{}`. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === "") return {};
  if (!/^[ \t\n\r]*[[{]/.test(text))
    throw badRequest(
      "Request body is not valid JSON: it must be an object or an array",
      "json_not_object",
    );
  try {
    return /__proto__|constructor/.test(text)
      ? (JSON.parse(text, refusePrototypeKeys) as unknown)
      : (JSON.parse(text) as unknown);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest("Request body is not valid JSON", "invalid_json");
  }
}

declare module "koa" {
  interface Request {
    /** The parsed JSON body; `{}` when there was none or it was not JSON. */
    body?: unknown;
  }
}

/** Parses JSON bodies of POST, PUT and PATCH into `ctx.request.body`. */
export function jsonBody(limit: number): Middleware {
  return async (ctx, next) => {
    if (METHODS_WITH_BODY.has(ctx.method) && ctx.request.body === undefined) {
      // ctx.is is false when there is no body at all (no Content-Length, no Transfer-Encoding).
      if (ctx.is(JSON_TYPES)) {
        const encoding = contentEncodingOf(ctx.get("Content-Encoding") || undefined);
        const bytes = await readBody(ctx.req, encoding, limit);
        ctx.request.body = parseJsonBody(bytes.toString("utf8"));
      } else ctx.request.body = {};
    }
    await next();
  };
}
