// Reads the CSV import format: songbook,prefix,title,artist,youtube_id (a header row is optional;
// with a header, the columns number, thumbnail_url, added_at and duration_s may be added in any order).
import type { Readable } from "node:stream";
import { parse } from "csv-parse";
import { checkSong, checkSongbook, type ImportItem } from "./import-record.js";

const DEFAULT_COLUMNS = ["songbook", "prefix", "title", "artist", "youtube_id"] as const;
const KNOWN_COLUMNS = new Set<string>([
  ...DEFAULT_COLUMNS,
  "number",
  "thumbnail_url",
  "added_at",
  "duration_s",
]);

function isHeader(cells: string[]): boolean {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  return names.includes("youtube_id") && names.every((name) => KNOWN_COLUMNS.has(name));
}

export async function* readCsvCatalogue(input: Readable): AsyncGenerator<ImportItem> {
  const parser = input.pipe(
    parse({
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }),
  );
  // A read error of the file ends the parse with that error instead of going unhandled.
  input.on("error", (error) => parser.destroy(error));
  let columns: readonly string[] = DEFAULT_COLUMNS;
  const checkedBooks = new Map<string, ReturnType<typeof checkSongbook>>();
  let first = true;
  try {
    for await (const entry of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const { record, info } = entry;
      const line = info.lines;
      if (first) {
        first = false;
        if (isHeader(record)) {
          columns = record.map((cell) => cell.trim().toLowerCase());
          continue;
        }
      }
      if (record.length !== columns.length) {
        yield {
          kind: "problem",
          problem: { line, message: `expected ${columns.length} columns, found ${record.length}` },
        };
        continue;
      }
      const row = Object.fromEntries(columns.map((name, i) => [name, record[i] ?? ""]));
      // Rows repeat their songbook: check each distinct one once.
      const bookKey = `${row.songbook}\u0000${row.prefix}\u0000${row.thumbnail_url ?? ""}`;
      let songbook = checkedBooks.get(bookKey);
      if (!songbook) {
        songbook = checkSongbook(line, {
          name: row.songbook,
          prefix: row.prefix,
          thumbnail_url: row.thumbnail_url || undefined,
        });
        checkedBooks.set(bookKey, songbook);
      }
      if (!songbook.ok) {
        yield { kind: "problem", problem: { line, message: songbook.problem.message } };
        continue;
      }
      const song = checkSong(line, {
        title: row.title,
        artist: row.artist,
        youtube_id: row.youtube_id,
        number: row.number || undefined,
        added_at: row.added_at || undefined,
        duration_s: row.duration_s || undefined,
      });
      if (song.ok) yield { kind: "song", line, songbook: songbook.songbook, song: song.song };
      else yield { kind: "problem", problem: song.problem };
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const line = (error as { lines?: number }).lines ?? 0;
    yield { kind: "problem", problem: { line, message: `unreadable CSV: ${message}` } };
  }
}
