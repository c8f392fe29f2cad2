// The demo catalogue shipped with the project (cloud/catalogue/demo-catalogue.json; where its
// data comes from is in docs/catalogue.md), loaded on first start when the catalogue is empty.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Logger } from "../logger.js";
import { countSongs, type Db } from "./catalogue-repository.js";
import { importCatalogue } from "./import/catalogue-importer.js";
import { readJsonCatalogue } from "./import/read-json-catalogue.js";

// The same relative path from src/catalogue and from dist/catalogue.
export const DEMO_CATALOGUE_FILE = fileURLToPath(
  new URL("../../catalogue/demo-catalogue.json", import.meta.url),
);

/** The songbook prefixes of the demo catalogue, read from its file. */
export async function demoPrefixes(file = DEMO_CATALOGUE_FILE): Promise<Set<string>> {
  const parsed = JSON.parse(await readFile(file, "utf8")) as { songbooks?: { prefix?: unknown }[] };
  return new Set(
    (parsed.songbooks ?? []).flatMap((book) =>
      typeof book.prefix === "string" ? [book.prefix] : [],
    ),
  );
}

/** Whether every songbook in the catalogue is one of the demo's (and there is at least one). */
export async function isDemoCatalogue(db: Db, prefixes: Set<string>): Promise<boolean> {
  const rows = await db.selectFrom("songbooks").select("prefix").execute();
  return rows.length > 0 && rows.every((row) => prefixes.has(row.prefix));
}

export async function seedDemoCatalogue(
  db: Db,
  logger: Logger,
  file = DEMO_CATALOGUE_FILE,
): Promise<void> {
  if ((await countSongs(db)) > 0) return;
  const report = await importCatalogue(db, readJsonCatalogue(await readFile(file, "utf8")));
  logger.info(
    { added: report.added, songbooks: report.songbooksAdded, skipped: report.skipped },
    "loaded the demo catalogue",
  );
}
