// Which test files run again on PostgreSQL: the cloud's test files that read TEST_DATABASE (the
// variable that picks the tests' database), themselves or through any module they import,
// following relative imports from file to file. A test whose code never reads it runs the same on
// either database, so a second run would repeat it for nothing.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Reads the variable, not a mention of it in a comment. */
const READS_TEST_DATABASE = /\benv\.TEST_DATABASE\b|\benv\[["']TEST_DATABASE["']\]/;
/** `from "./x.js"`, `import "./x.js"`, `import("./x.js")`: relative specifiers only. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g;

/** The file a relative specifier names: `.js` written for a `.ts` source, as the cloud does. */
function resolveImport(fromFile, specifier) {
  const target = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [target, target.replace(/\.js$/, ".ts"), `${target}.ts`];
  return candidates.find((file) => /\.(ts|js|mjs)$/.test(file) && existsSync(file)) ?? null;
}

/** The relative imports of one file, resolved to files that exist. */
export function importsOf(file, source) {
  return [...source.matchAll(RELATIVE_IMPORT)]
    .map((match) => resolveImport(file, match[1]))
    .filter((resolved) => resolved !== null);
}

/**
 * The test files under `dir` (`*.test.ts`) that read TEST_DATABASE through their imports, as
 * paths relative to `root` with `/`, sorted.
 */
export function databaseTestFiles(root, dir = "cloud/src") {
  const reads = new Map();
  const readsTestDatabase = (file, visiting) => {
    if (reads.has(file)) return reads.get(file);
    if (visiting.has(file)) return false;
    visiting.add(file);
    const source = readFileSync(file, "utf8");
    const result =
      READS_TEST_DATABASE.test(source) ||
      importsOf(file, source).some((imported) => readsTestDatabase(imported, visiting));
    visiting.delete(file);
    reads.set(file, result);
    return result;
  };
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => path.join(root, dir, file))
    .filter((file) => readsTestDatabase(file, new Set()))
    .map((file) => path.relative(root, file).split(path.sep).join("/"))
    .sort();
}
