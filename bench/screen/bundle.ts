// Budget 1: the JavaScript the landing page loads at start, gzipped. The entry module script of
// screen/dist/index.html, its <link rel="modulepreload">s and, recursively, every static import of
// those chunks; never the chunks loaded by import() (the player is lazy).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { ROOT } from "../lib/processes.js";

export const BUNDLE_BUDGET_KB = 180;
const DIST = path.join(ROOT, "screen/dist");

export interface BundleFile {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

export interface BundleResult {
  files: BundleFile[];
  css: BundleFile[];
  lazy: BundleFile[];
  gzipKb: number;
  met: boolean;
}

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`).exec(tag)?.[1];

/** Static `import … from "x"`, `import "x"` and `export … from "x"`; `import("x")` is not one. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const statements = [
    /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g,
    /(?:^|[;\s}])export\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g,
  ];
  for (const pattern of statements) {
    for (const match of code.matchAll(pattern)) if (match[1]) found.add(match[1]);
  }
  return [...found];
}

function measure(file: string): BundleFile {
  const body = readFileSync(path.join(DIST, file));
  return {
    file,
    bytes: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The site path `/assets/x.js` (or a chunk's `./x.js`) as a file under dist. */
function distFile(reference: string, from: string): string {
  if (reference.startsWith("/")) return reference.slice(1);
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), reference));
}

export function measureFirstScreen(): BundleResult {
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
  if (roots.length === 0) throw new Error("screen/dist/index.html has no module script");

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
  return { files, css, lazy, gzipKb, met: gzipKb <= BUNDLE_BUDGET_KB };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export function printBundle(result: BundleResult): void {
  console.log(`\nFirst-screen JavaScript (screen/dist), budget ≤ ${BUNDLE_BUDGET_KB} KB gzipped`);
  const row = (label: string, file: BundleFile) =>
    console.log(
      `  ${label} ${file.file.padEnd(40)} ${kb(file.bytes).padStart(9)} raw ${kb(file.gzip).padStart(9)} gzip ${kb(file.brotli).padStart(9)} brotli`,
    );
  for (const file of result.files) row("js  ", file);
  console.log(
    `  total first-screen JS: ${result.gzipKb.toFixed(1)} KB gzipped — ${result.met ? "met" : "NOT MET"}`,
  );
  for (const file of result.css) row("css ", file);
  for (const file of result.lazy) row("lazy", file);
}
