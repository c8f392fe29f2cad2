// The HTTP client of spec §7: JSON both ways, cookies sent, 10 s timeout, and the server's
// `message` as the error text (a generic one when the answer has none). Answers are parsed with
// the shared zod schema of the call, so a component never sees an unchecked shape.
import { API_TIMEOUT_MS } from "@encore/shared";
import { config, type z } from "zod";
import { quickParse } from "./quick-parse";

// zod compiles parsers with `new Function` when it can, and probes for it once; the apps' CSP
// (no unsafe-eval) refuses that and the browser reports a violation. Parse without it.
config({ jitless: true });

export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when the request never got an answer (network, timeout). */
    readonly status: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const GENERIC_ERROR = "Something went wrong. Please try again.";
export const TIMEOUT_ERROR = "The server took too long to answer. Please try again.";
export const NETWORK_ERROR = "Cannot reach the server. Check the connection and try again.";

export interface RequestOptions {
  method?: "GET" | "POST" | "DELETE";
  body?: unknown;
  timeoutMs?: number;
}

/** Base of every call: same origin by default (the cloud serves the apps). */
let apiBase = "/api";
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, "");
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === "object" && body !== null && "message" in body) {
      const message = (body as { message: unknown }).message;
      if (typeof message === "string" && message.trim() !== "") return message;
    }
  } catch {
    // not JSON: fall through to the generic text
  }
  return GENERIC_ERROR;
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
    throw new ApiError(controller.signal.aborted ? TIMEOUT_ERROR : NETWORK_ERROR, 0);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new ApiError(await messageOf(response), response.status);
  return response;
}

/** A call whose answer is JSON of the given shape. */
export async function requestJson<S extends z.ZodType>(
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
  if (!parsed.success) throw new ApiError(GENERIC_ERROR, response.status);
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
