// The built web apps (screen at `/`, remote at `/remote/`), served from an index of their files
// made once at start: only files that exist in the build can be answered, so no path a client
// writes can reach the disk. Vite's hashed assets are cached for a year; HTML never. Text files
// are sent as the `.br` or `.gz` twin the build wrote beside them, when the client accepts it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export interface StaticFile {
  type: string;
  /** The bytes of each encoding the build holds: always `identity`, often `br` and `gzip`. */
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  cacheControl: string;
  etag: string;
}

export type Encoding = "br" | "gzip" | "identity";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const NEVER_CACHED = "no-cache, no-store, must-revalidate";

function listFiles(dir: string, base = dir): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full, base));
    else if (entry.isFile()) files.push(path.relative(base, full));
  }
  return files;
}

/**
 * Every file of a build folder by its URL path under `mount` (e.g. `/assets/index-3f2a.js`).
 * A missing folder gives an empty index: the cloud still serves the API when nothing is built.
 */
export function indexStaticFiles(dir: string, mount = "/"): Map<string, StaticFile> {
  const index = new Map<string, StaticFile>();
  if (!existsSync(dir)) return index;
  const files = listFiles(dir);
  const present = new Set(files);
  for (const file of files) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const type = TYPES[path.extname(file)] ?? "application/octet-stream";
    const identity = readFileSync(path.join(dir, file));
    const bodies: StaticFile["bodies"] = { identity };
    if (present.has(`${file}.br`)) bodies.br = readFileSync(path.join(dir, `${file}.br`));
    if (present.has(`${file}.gz`)) bodies.gzip = readFileSync(path.join(dir, `${file}.gz`));
    const urlPath = mount + file.split(path.sep).join("/");
    // Vite names what it builds with a content hash under assets/; anything else (index.html,
    // the service worker, the manifest, icons) may change under the same name.
    const hashed = /(^|\/)assets\//.test(file);
    index.set(urlPath, {
      type,
      bodies,
      cacheControl: hashed ? IMMUTABLE : NEVER_CACHED,
      etag: `"${identity.length.toString(16)}-${statSync(path.join(dir, file)).mtimeMs.toString(16)}"`,
    });
  }
  return index;
}

/** The best encoding the client accepts among those the file has (br, then gzip). */
export function chooseEncoding(acceptEncoding: string | undefined, file: StaticFile): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (file.bodies.br && ok("br")) return "br";
  if (file.bodies.gzip && ok("gzip")) return "gzip";
  return "identity";
}
