// Loads songbooks and songs into the catalogue. Keyed by youtube_id, so importing again updates
// and never duplicates; songs are written in batches, each batch in one transaction.
import { searchKey } from "@encore/shared";
import { countSongs, type Db } from "../catalogue-repository.js";
import { songCode } from "../song-presenter.js";
import {
  findSongsByVideo,
  insertSongRows,
  withIndexesDeferred,
  type ExistingSong,
  type NewSongRow,
} from "../song-writes.js";
import type { ImportItem, ImportProblem, SongInput, SongbookInput } from "./import-record.js";
import { createImportSongbooks } from "./import-songbooks.js";

export const BATCH_SIZE = 2000;
const CHUNK = 500;

export interface ImportReport {
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
  songbooksAdded: number;
  songbooksUpdated: number;
  problems: ImportProblem[];
}

export interface ImportOptions {
  /** Called after every batch with the number of rows read so far. */
  onProgress?: (rowsRead: number) => void;
  /** Called when a first load has written every row and starts building the indexes, its long
   * last phase (tens of seconds for a million songs). */
  onIndexing?: () => void;
  now?: () => Date;
}

interface PendingSong {
  line: number;
  songbook: SongbookInput;
  song: SongInput;
}

export async function importCatalogue(
  db: Db,
  items: Iterable<ImportItem> | AsyncIterable<ImportItem>,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const now = options.now ?? (() => new Date());
  const report: ImportReport = {
    added: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    songbooksAdded: 0,
    songbooksUpdated: 0,
    problems: [],
  };
  const books = createImportSongbooks(report, now);
  const bookNames = new Map<string, { name: string; line: number }>();
  const seenVideos = new Map<string, number>();
  const declaredBooks: SongbookInput[] = [];
  let rowsRead = 0;

  const problem = (line: number, message: string) => {
    report.problems.push({ line, message });
    report.skipped += 1;
  };

  /** Writes the pending songs; `trx` is the batch's own transaction, or the initial load's. */
  async function writeBatch(
    trx: Db,
    batch: PendingSong[],
    catalogueWasEmpty: boolean,
  ): Promise<void> {
    const existing = new Map<string, ExistingSong>();
    // Into an empty catalogue, only this import's own rows exist, and seenVideos already
    // refuses a second copy of those.
    if (!catalogueWasEmpty) {
      for (let i = 0; i < batch.length; i += CHUNK) {
        const ids = batch.slice(i, i + CHUNK).map((p) => p.song.youtubeId);
        for (const row of await findSongsByVideo(trx, ids)) existing.set(row.youtube_id, row);
      }
    }
    const inserts: NewSongRow[] = [];
    const addedAt = now().toISOString();
    for (const { line, songbook, song } of batch) {
      const book = await books.ensure(trx, songbook, song.youtubeId);
      const current = existing.get(song.youtubeId);
      const sameBook = current?.songbook_id === book.id;
      let number: number | undefined;
      if (current && sameBook && (song.number === undefined || song.number === current.number)) {
        number = current.number;
      } else {
        number = books.claimNumber(book, song.number);
        if (number === undefined) {
          problem(line, `number ${song.number} is already used in songbook ${book.prefix}`);
          continue;
        }
      }
      const keys = {
        title_key: searchKey(song.title),
        artist_key: searchKey(song.artist),
        code_key: searchKey(songCode(book.prefix, number)),
      };
      if (!current) {
        inserts.push({
          songbook_id: book.id,
          number,
          title: song.title,
          artist: song.artist,
          youtube_id: song.youtubeId,
          added_at: song.addedAt ?? addedAt,
          duration_s: song.durationS ?? null,
          ...keys,
        });
        continue;
      }
      if (
        sameBook &&
        current.number === number &&
        current.title === song.title &&
        current.artist === song.artist &&
        (song.durationS === undefined || current.duration_s === song.durationS)
      ) {
        report.unchanged += 1;
        continue;
      }
      if (sameBook && current.number !== number) book.usedNumbers.delete(current.number);
      if (!sameBook) books.releaseNumber(current.songbook_id, current.number);
      await trx
        .updateTable("songs")
        .set({
          songbook_id: book.id,
          number,
          title: song.title,
          artist: song.artist,
          // A file that does not know the length keeps the one already stored.
          ...(song.durationS === undefined ? {} : { duration_s: song.durationS }),
          ...keys,
        })
        .where("id", "=", current.id)
        .execute();
      report.updated += 1;
    }
    for (let i = 0; i < inserts.length; i += CHUNK) {
      await insertSongRows(trx, inserts.slice(i, i + CHUNK));
    }
    report.added += inserts.length;
  }

  async function readAll(write: (batch: PendingSong[]) => Promise<void>): Promise<void> {
    let pending: PendingSong[] = [];
    const flush = async () => {
      if (pending.length === 0) return;
      const batch = pending;
      pending = [];
      await write(batch);
      options.onProgress?.(rowsRead);
    };
    for await (const item of items) {
      rowsRead += 1;
      if (item.kind === "problem") {
        problem(item.problem.line, item.problem.message);
        continue;
      }
      const named = bookNames.get(item.songbook.prefix);
      if (named && named.name !== item.songbook.name) {
        problem(
          item.line,
          `prefix ${item.songbook.prefix} already names songbook "${named.name}" (line ${named.line})`,
        );
        continue;
      }
      if (!named)
        bookNames.set(item.songbook.prefix, { name: item.songbook.name, line: item.line });
      if (item.kind === "songbook") {
        declaredBooks.push(item.songbook);
        continue;
      }
      const firstLine = seenVideos.get(item.song.youtubeId);
      if (firstLine !== undefined) {
        problem(
          item.line,
          `youtube_id ${item.song.youtubeId} already appears on line ${firstLine}`,
        );
        continue;
      }
      seenVideos.set(item.song.youtubeId, item.line);
      pending.push({ line: item.line, songbook: item.songbook, song: item.song });
      if (pending.length >= BATCH_SIZE) await flush();
    }
    await flush();
  }

  if (await countSongs(db)) {
    // Each batch in its own transaction: a long import never holds the database for long.
    await readAll((batch) => db.transaction().execute((trx) => writeBatch(trx, batch, false)));
  } else {
    // A first load: one transaction, indexes built once at the end.
    await db.transaction().execute((trx) =>
      withIndexesDeferred(trx, async () => {
        await readAll((batch) => writeBatch(trx, batch, true));
        options.onIndexing?.();
      }),
    );
  }
  // A songbook declared with no (valid) songs still exists after the import.
  const empty = declaredBooks.filter((book) => !books.has(book.prefix));
  if (empty.length > 0) {
    await db.transaction().execute(async (trx) => {
      for (const book of empty) await books.ensure(trx, book, "");
    });
  }
  return report;
}
