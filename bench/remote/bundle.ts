// Budget 1: the JavaScript a phone loads before the remote can show a party, gzipped: the entry
// module of remote/dist/index.html, its modulepreloads and, recursively, every static import; never
// what import() loads later (the queue's drag and drop, the account pages, workbox-window).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { ROOT } from "../lib/processes.js";
import { staticImports, type BundleFile, type BundleResult } from "../screen/bundle.js";

export const REMOTE_BUNDLE_BUDGET_KB = 130;
const DIST = path.join(ROOT, "remote/dist");

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`).exec(tag)?.[1];

function measure(file: string): BundleFile {
  const body = readFileSync(path.join(DIST, file));
  return {
    file,
    bytes: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** `/remote/assets/x.js` (or a chunk's `./x.js`) as a file under remote/dist. */
function distFile(reference: string, from: string): string {
  if (reference.startsWith("/remote/")) return reference.slice("/remote/".length);
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), reference));
}

export function measureRemoteFirstLoad(): BundleResult {
  const html = readFileSync(path.join(DIST, "index.html"), "utf8");
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const roots = tags.flatMap((tag) => {
    const isEntry = tag.startsWith("<script") && attribute(tag, "type") === "module";
    const isPreload = tag.startsWith("<link") && attribute(tag, "rel") === "modulepreload";
    const source = attribute(tag, isEntry ? "src" : "href");
    return (isEntry || isPreload) && source ? [distFile(source, "index.html")] : [];
  });
  const css = tags.flatMap((tag) => {
    const href = attribute(tag, "href");
    return tag.startsWith("<link") && attribute(tag, "rel") === "stylesheet" && href
      ? [measure(distFile(href, "index.html"))]
      : [];
  });
  if (roots.length === 0) throw new Error("remote/dist/index.html has no module script");
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(DIST, file), "utf8");
    for (const specifier of staticImports(code)) {
      if (specifier.startsWith(".") || specifier.startsWith("/")) {
        pending.push(distFile(specifier, file));
      }
    }
  }
  const files = [...seen].map(measure);
  const gzipKb = files.reduce((sum, file) => sum + file.gzip, 0) / 1024;
  const lazy = readdirSync(path.join(DIST, "assets"))
    .map((name) => `assets/${name}`)
    .filter((file) => file.endsWith(".js") && !seen.has(file))
    .map(measure);
  return { files, css, lazy, gzipKb, met: gzipKb <= REMOTE_BUNDLE_BUDGET_KB };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export function printRemoteBundle(result: BundleResult): void {
  console.log(
    `\nFirst-load JavaScript (remote/dist), budget ≤ ${REMOTE_BUNDLE_BUDGET_KB} KB gzipped`,
  );
  const row = (label: string, file: BundleFile) =>
    console.log(
      `  ${label} ${file.file.padEnd(44)} ${kb(file.bytes).padStart(9)} raw ${kb(file.gzip).padStart(9)} gzip ${kb(file.brotli).padStart(9)} brotli`,
    );
  for (const file of result.files) row("js  ", file);
  console.log(
    `  total first-load JS: ${result.gzipKb.toFixed(1)} KB gzipped — ${result.met ? "met" : "NOT MET"}`,
  );
  for (const file of result.css) row("css ", file);
  for (const file of result.lazy) row("lazy", file);
}
