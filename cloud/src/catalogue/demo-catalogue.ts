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
