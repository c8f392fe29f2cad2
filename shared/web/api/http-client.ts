// The HTTP client (docs/protocol.md#conventions): JSON both ways, cookies sent, 10 s timeout, and
// the server's error body (`message`, `code`, `params`) on the error it throws (a generic text when
// the answer has no message); `errorText(error)` says it in the language shown
// (docs/languages.md#errors). Answers are parsed with the shared zod schema of the call, so a
// component never sees an unchecked shape.
import { API_TIMEOUT_MS, errorResponseSchema, type ErrorParams } from "@encore/shared";
import { config, type z } from "zod/mini";
import { t } from "../i18n/translate";
import { quickParse } from "./quick-parse";

// zod compiles parsers with `new Function` when it can, and probes for it once; the apps' CSP
// (no unsafe-eval) refuses that and the browser reports a violation. Parse without it.
config({ jitless: true });

/**
 * A call that failed: the cloud's English `message`, its stable `code` and the code's `params`
 * (docs/protocol.md#error-codes). No code when the answer had none, or never came: `message` is
 * then the app's own text, in the language shown. A CloudError: `errorText(error)` shows it.
 */
export class ApiError extends Error {
  /** The cloud's error code (snake_case), when it sent one. */
  readonly code: string | undefined;
  /** What the cloud's message was built with, named as in the code's catalogue text. */
  readonly params: ErrorParams | undefined;

  constructor(
    message: string,
    /** The HTTP status; 0 when the request never got an answer (network, timeout). */
    readonly status: number,
    details: { code?: string | undefined; params?: ErrorParams | undefined } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.code = details.code;
    this.params = details.params;
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  timeoutMs?: number;
}

/** Base of every call: same origin by default (the cloud serves the apps). */
let apiBase = "/api";
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, "");
}

/** The error of an answer that is not a 2xx: its body's message, code and params, if it has them. */
async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = errorResponseSchema.safeParse(body);
  if (!parsed.success || parsed.data.message.trim() === "") {
    return new ApiError(t("common.api.generic"), response.status);
  }
  const { message, code, params } = parsed.data;
  return new ApiError(message, response.status, { code, params });
}

/** Sends one request; resolves with the raw answer of a 2xx, throws ApiError otherwise. */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? API_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method: options.method ?? "GET",
      credentials: "include",
      headers:
        options.body === undefined
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(
      t(controller.signal.aborted ? "common.api.timeout" : "common.api.network"),
      0,
    );
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}

/** A call whose answer is JSON of the given shape. */
export async function requestJson<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const response = await request(path, options);
  const body: unknown = await response.json().catch(() => undefined);
  // The same check and value as zod's, smaller (quick-parse.ts); zod decides everything else.
  const quick = quickParse(schema, body);
  if (quick) return quick.value;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(t("common.api.generic"), response.status);
  return parsed.data;
}

/** A query string from defined values only. */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
