// `npm run import -- FILE...`: loads JSON or CSV catalogue files into the configured database.
import { SingleBar, Presets } from "cli-progress";
import { loadConfig } from "../../config.js";
import { openDatabase } from "../../db/database.js";
import { migrateToLatest } from "../../db/migrate.js";
import { afterBulkImport } from "../song-search.js";
import { countLines, formatReport, ImportFileError, importFile } from "./import-file.js";

const INDEXING = "every row written; building the search indexes…";
const FINISHING = "Optimising the catalogue for search (PostgreSQL: VACUUM ANALYZE)…";

const USAGE = "Usage: npm run import -- FILE [FILE...]   (JSON or CSV; see docs/catalogue.md)";

async function main(argv: string[]): Promise<number> {
  const files = argv.filter((arg) => !arg.startsWith("-"));
  if (files.length === 0 || argv.includes("--help")) {
    console.error(USAGE);
    return files.length === 0 ? 2 : 0;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  let failed = false;
  try {
    await migrateToLatest(database.db);
    for (const file of files) {
      const bar = process.stderr.isTTY
        ? new SingleBar(
            { format: `${file} [{bar}] {percentage}% {value}/{total} rows{phase}` },
            Presets.shades_classic,
          )
        : undefined;
      try {
        if (bar) bar.start(await countLines(file), 0, { phase: "" });
        const report = await importFile(database.db, file, {
          onProgress: (rows) => bar?.update(rows),
          onIndexing: () => {
            if (bar) bar.update(bar.getTotal(), { phase: ` · ${INDEXING}` });
            else console.error(`${file}: ${INDEXING}`);
          },
        });
        bar?.update(bar.getTotal());
        bar?.stop();
        console.log(formatReport(file, report));
      } catch (error) {
        bar?.stop();
        failed = true;
        const message = error instanceof ImportFileError ? error.message : String(error);
        console.error(`${file}: not imported: ${message}`);
      }
    }
    console.error(FINISHING);
    await afterBulkImport(database);
  } finally {
    await database.close();
  }
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
