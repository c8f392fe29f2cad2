// The JavaScript a page loads before it can show anything, gzipped: the entry module script of a
// built app's index.html, its <link rel="modulepreload">s and, recursively, every static import of
// those chunks; never the chunks loaded by import(), but for one: the app renders only once its
// language's messages are loaded (docs/languages.md), so the largest language's chunk (with what it
// imports that the entry did not) counts too. Used by the screen's and the remote's budgets.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { constants, brotliCompressSync, gzipSync } from "node:zlib";

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
  /** The largest language's messages, counted in gzipKb; null for an app without catalogues. */
  messages: { files: BundleFile[]; gzip: number } | null;
  gzipKb: number;
  met: boolean;
}

export interface BuiltApp {
  /** The app's build folder, e.g. screen/dist. */
  dist: string;
  /** The site path it is served under: `/` or `/remote/`. */
  base: string;
  budgetKb: number;
}

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

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`).exec(tag)?.[1];

export function measureFirstLoad({ dist, base, budgetKb }: BuiltApp): BundleResult {
  const measure = (file: string): BundleFile => {
    const body = readFileSync(path.join(dist, file));
    return {
      file,
      bytes: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  };
  // A site path under `base` (or a chunk's `./x.js`) as a file under dist.
  const distFile = (reference: string, from: string): string =>
    reference.startsWith(base)
      ? reference.slice(base.length)
      : path.posix.normalize(path.posix.join(path.posix.dirname(from), reference));

  const html = readFileSync(path.join(dist, "index.html"), "utf8");
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
  if (roots.length === 0) throw new Error(`${dist}/index.html has no module script`);

  /** The files `roots` load, recursively through static imports, but those in `known`. */
  const closure = (starts: string[], known: ReadonlySet<string>): Set<string> => {
    const seen = new Set<string>();
    const pending = [...starts];
    while (pending.length > 0) {
      const file = pending.shift() as string;
      if (seen.has(file) || known.has(file)) continue;
      seen.add(file);
      const code = readFileSync(path.join(dist, file), "utf8");
      for (const specifier of staticImports(code)) {
        if (specifier.startsWith(".") || specifier.startsWith("/")) {
          pending.push(distFile(specifier, file));
        }
      }
    }
    return seen;
  };
  const seen = closure(roots, new Set());
  const files = [...seen].map(measure);
  const assets = readdirSync(path.join(dist, "assets")).map((name) => `assets/${name}`);
  // The pseudo-language (`?lang=en-XA`, for tests) is no guest's first load.
  const languages = assets
    .filter((file) => /^assets\/messages-(?!later-|en-XA-).+\.js$/.test(file))
    .map((file) => {
      const loaded = [...closure([file], seen)].map(measure);
      return { files: loaded, gzip: loaded.reduce((sum, one) => sum + one.gzip, 0) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const messages = languages[0] ?? null;
  const messageFiles = new Set(languages.flatMap((language) => language.files.map((f) => f.file)));
  const gzipKb = (files.reduce((sum, file) => sum + file.gzip, 0) + (messages?.gzip ?? 0)) / 1024;
  const lazy = assets
    .filter((file) => file.endsWith(".js") && !seen.has(file) && !messageFiles.has(file))
    .map(measure);
  return { files, css, lazy, messages, gzipKb, met: gzipKb <= budgetKb };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export function printFirstLoad(title: string, budgetKb: number, result: BundleResult): void {
  console.log(`\n${title}, budget ≤ ${budgetKb} KB gzipped`);
  const row = (label: string, file: BundleFile) =>
    console.log(
      `  ${label} ${file.file.padEnd(44)} ${kb(file.bytes).padStart(9)} raw ${kb(file.gzip).padStart(9)} gzip ${kb(file.brotli).padStart(9)} brotli`,
    );
  for (const file of result.files) row("js  ", file);
  for (const file of result.messages?.files ?? []) row("lang", file);
  console.log(
    `  total: ${result.gzipKb.toFixed(1)} KB gzipped — ${result.met ? "met" : "NOT MET"}`,
  );
  for (const file of result.css) row("css ", file);
  for (const file of result.lazy) row("lazy", file);
}
