// bench/search: a generated catalogue of 1,000,000 songs in 200 songbooks, imported through
// `npm run import`'s own code, then 1,000 mixed queries against /api/search and /api/songs?q= with
// 1 and 16 concurrent clients, and the same queries as a plain LIKE '%q%' scan for comparison.
//
//   npm run bench:search                 # 1,000,000 songs
//   npm run bench:search -- --songs 100000
//   npm run bench:search -- --database postgres   # at DATABASE_URL (default: the local test
//                                                 # server), in a schema of its own: encore_bench
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { ms, summarize, type Summary } from "../lib/stats.js";
import { ROOT, runNode, startCloud } from "../lib/processes.js";
import { generateCatalogue, makeQueries, writeQueries, type BenchQuery } from "./generate.js";

const { values } = parseArgs({
  options: {
    songs: { type: "string", default: "1000000" },
    "like-queries": { type: "string", default: "200" },
    regenerate: { type: "boolean", default: false },
    "reuse-import": { type: "boolean", default: false },
    database: { type: "string", default: "sqlite" },
  },
});
const ON_POSTGRES = values.database === "postgres";
const BENCH_SCHEMA = "encore_bench";
const POSTGRES_URL = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

/** The environment that points the import and the cloud at the benchmark's database. */
function databaseEnv(): Record<string, string> {
  if (!ON_POSTGRES) return { DATA_DIR };
  const url = new URL(POSTGRES_URL);
  url.searchParams.set("options", `-c search_path=${BENCH_SCHEMA}`);
  return { DATA_DIR, DATABASE_URL: url.toString() };
}

async function onPostgres(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
const SONGS = Number(values.songs);
const LIKE_QUERIES = Number(values["like-queries"]);
const WORK = path.join(ROOT, "bench/.work/search");
const CSV = path.join(WORK, `catalogue-${SONGS}.csv`);
const QUERIES = path.join(WORK, `queries-${SONGS}.json`);
const DATA_DIR = path.join(WORK, "data");

async function prepare(): Promise<BenchQuery[]> {
  mkdirSync(WORK, { recursive: true });
  if (values.regenerate || !existsSync(CSV) || !existsSync(QUERIES)) {
    const started = performance.now();
    const sample = await generateCatalogue(CSV, SONGS);
    await writeQueries(QUERIES, makeQueries(sample, SONGS));
    console.log(
      `generated ${SONGS} songs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  return JSON.parse(await readFile(QUERIES, "utf8")) as BenchQuery[];
}

async function importCatalogue(): Promise<number> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  if (ON_POSTGRES) {
    await onPostgres([
      `DROP SCHEMA IF EXISTS ${BENCH_SCHEMA} CASCADE`,
      `CREATE SCHEMA ${BENCH_SCHEMA}`,
    ]);
  }
  const started = performance.now();
  const code = await runNode(
    [path.join(ROOT, "cloud/dist/catalogue/import/import-cli.js"), CSV],
    databaseEnv(),
  );
  if (code !== 0) throw new Error(`import failed with ${code}`);
  return (performance.now() - started) / 1000;
}

/** Plays songs: a skewed view count, so that popularity ranking has something to rank. */
async function simulatePlays(): Promise<void> {
  if (ON_POSTGRES) {
    await onPostgres([
      `UPDATE ${BENCH_SCHEMA}.songs SET view_count = (100000.0 / (1 + floor(random() * 10000)))::integer - 10`,
      `VACUUM (ANALYZE) ${BENCH_SCHEMA}.songs`,
    ]);
    return;
  }
  const db = new Database(path.join(DATA_DIR, "encore.sqlite"));
  db.exec(
    "UPDATE songs SET view_count = CAST(100000.0 / (1 + (abs(random()) % 10000)) AS INTEGER) - 10",
  );
  db.close();
}

async function timeQueries(
  base: string,
  queries: BenchQuery[],
  endpoint: (q: string) => string,
  concurrency: number,
): Promise<{ all: Summary; byKind: Record<string, Summary>; seconds: number; errors: number }> {
  const latencies: number[] = new Array(queries.length);
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < queries.length) {
        const index = next++;
        const query = queries[index] as BenchQuery;
        const t0 = performance.now();
        // An address per query: the cloud limits searches per address (docs/security.md).
        const response = await fetch(base + endpoint(query.q), {
          headers: { "X-Forwarded-For": `10.88.${(index >> 8) & 255}.${index & 255}` },
        });
        await response.arrayBuffer();
        latencies[index] = performance.now() - t0;
        if (!response.ok) errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const byKind: Record<string, Summary> = {};
  for (const kind of new Set(queries.map((q) => q.kind))) {
    byKind[kind] = summarize(latencies.filter((_, i) => queries[i]?.kind === kind));
  }
  return { all: summarize(latencies), byKind, seconds, errors };
}

function timeLikeScan(queries: BenchQuery[]): Summary {
  const db = new Database(path.join(DATA_DIR, "encore.sqlite"), { readonly: true });
  const page = db.prepare(
    `SELECT s.id FROM songs s JOIN songbooks b ON b.id = s.songbook_id
     WHERE s.title LIKE @p OR s.artist LIKE @p OR (b.prefix || s.number) LIKE @p
     ORDER BY s.view_count DESC LIMIT 70`,
  );
  const count = db.prepare(
    `SELECT count(*) FROM songs s JOIN songbooks b ON b.id = s.songbook_id
     WHERE s.title LIKE @p OR s.artist LIKE @p OR (b.prefix || s.number) LIKE @p`,
  );
  const latencies: number[] = [];
  const step = Math.max(1, Math.floor(queries.length / LIKE_QUERIES));
  for (let i = 0; i < queries.length && latencies.length < LIKE_QUERIES; i += step) {
    const p = `%${(queries[i] as BenchQuery).q}%`;
    const t0 = performance.now();
    page.all({ p });
    count.get({ p });
    latencies.push(performance.now() - t0);
  }
  db.close();
  return summarize(latencies);
}

function row(label: string, s: Summary, extra = ""): string {
  return `| ${label} | ${s.count} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${extra} |`;
}

async function main(): Promise<void> {
  const queries = await prepare();
  let importSeconds = Number.NaN;
  if (!values["reuse-import"]) {
    console.log(`importing ${SONGS} songs through the import CLI…`);
    importSeconds = await importCatalogue();
    console.log(`import: ${importSeconds.toFixed(1)} s`);
    await simulatePlays();
  }

  const cloud = await startCloud({ ...databaseEnv(), SEED_CATALOGUE: "0", TRUST_PROXY: "1" });
  const lines: string[] = [];
  try {
    const endpoints: [string, (q: string) => string][] = [
      ["/api/search", (q) => `/api/search?q=${encodeURIComponent(q)}`],
      ["/api/songs?q=", (q) => `/api/songs?q=${encodeURIComponent(q)}`],
    ];
    // Warm the page cache and the server's code paths once.
    await timeQueries(cloud.url, queries.slice(0, 200), endpoints[0]![1], 4);
    lines.push(
      "| run | queries | p50 ms | p95 ms | p99 ms | max ms | throughput |",
      "|---|---|---|---|---|---|---|",
    );
    const perKind: string[] = [];
    for (const [name, endpoint] of endpoints) {
      for (const concurrency of [1, 16]) {
        const result = await timeQueries(cloud.url, queries, endpoint, concurrency);
        const label = `${name}, ${concurrency} client${concurrency > 1 ? "s" : ""}`;
        lines.push(
          row(
            label,
            result.all,
            `${Math.round(queries.length / result.seconds)} q/s${result.errors ? `, ${result.errors} errors` : ""}`,
          ),
        );
        if (concurrency === 1) {
          for (const [kind, s] of Object.entries(result.byKind))
            perKind.push(row(`${name} · ${kind}`, s));
        }
      }
    }
    lines.push(...perKind);
  } finally {
    await cloud.stop();
  }
  if (!ON_POSTGRES) {
    const like = timeLikeScan(queries);
    lines.push(row(`LIKE '%q%' scan (SQLite, no index), ${like.count} of the queries`, like));
  }

  console.log(
    `\ndatabase: ${values.database}, songs: ${SONGS}, songbooks: 200, import: ${importSeconds.toFixed(1)} s\n`,
  );
  console.log(lines.join("\n"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
