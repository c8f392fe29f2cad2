// Imports one file, choosing the reader by its extension (or its first character).
import { createReadStream } from "node:fs";
import { open, readFile, stat } from "node:fs/promises";
import type { Db } from "../catalogue-repository.js";
import { importCatalogue, type ImportOptions, type ImportReport } from "./catalogue-importer.js";
import { readCsvCatalogue } from "./read-csv-catalogue.js";
import { ImportFileError, readJsonCatalogue } from "./read-json-catalogue.js";

export { ImportFileError };

async function looksLikeJson(file: string): Promise<boolean> {
  if (/\.json$/i.test(file)) return true;
  if (/\.csv$/i.test(file)) return false;
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
    return /^\s*[{[]/.test(
      buffer
        .subarray(0, bytesRead)
        .toString("utf8")
        .replace(/^\uFEFF/, ""),
    );
  } finally {
    await handle.close();
  }
}

/** Counts lines without holding the file, for a progress bar's total. */
export async function countLines(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(file)) {
    for (const byte of chunk as Buffer) if (byte === 10) lines += 1;
  }
  return lines;
}

export async function importFile(
  db: Db,
  file: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new ImportFileError("no such file");
  if (await looksLikeJson(file)) {
    const text = (await readFile(file, "utf8")).replace(/^\uFEFF/, "");
    return importCatalogue(db, readJsonCatalogue(text), options);
  }
  return importCatalogue(db, readCsvCatalogue(createReadStream(file)), options);
}

export function formatReport(file: string, report: ImportReport, maxProblems = 50): string {
  const lines = report.problems
    .slice(0, maxProblems)
    .map((p) => `  ${p.line > 0 ? `line ${p.line}: ` : ""}${p.message}`);
  if (report.problems.length > maxProblems) {
    lines.push(`  … and ${report.problems.length - maxProblems} more`);
  }
  const counts =
    `${file}: ${report.added} added, ${report.updated} updated, ${report.unchanged} unchanged, ` +
    `${report.skipped} skipped; songbooks: ${report.songbooksAdded} added, ${report.songbooksUpdated} updated`;
  return [...(lines.length > 0 ? ["Skipped rows:", ...lines] : []), counts].join("\n");
}
