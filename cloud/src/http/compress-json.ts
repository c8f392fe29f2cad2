// JSON answers of 1 KB and more are sent compressed (brotli, else gzip) to clients that accept it:
// the home screen's two lists of 50 songs are 14 KB each as JSON and under 3 KB compressed.
// Compressed in one call, not streamed: API answers are small and built in memory anyway.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Middleware } from "koa";

export const COMPRESS_FROM_BYTES = 1024;

/** br or gzip when the Accept-Encoding header allows it (q > 0), else null. */
export function negotiateEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allowed = (name: string) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  if (allowed("br")) return "br";
  if (allowed("gzip")) return "gzip";
  return null;
}

export function compressJson(): Middleware {
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (body === null || typeof body !== "object" || Buffer.isBuffer(body)) return;
    if ("pipe" in body) return; // a stream
    const json = JSON.stringify(body);
    if (Buffer.byteLength(json) < COMPRESS_FROM_BYTES) return;
    ctx.vary("Accept-Encoding");
    const encoding = negotiateEncoding(ctx.get("Accept-Encoding"));
    if (!encoding) return;
    const compressed =
      encoding === "br"
        ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(json, { level: 6 });
    ctx.set("Content-Encoding", encoding);
    ctx.type = "application/json; charset=utf-8";
    ctx.body = compressed;
  };
}
