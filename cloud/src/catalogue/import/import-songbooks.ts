// The songbooks an import meets: each created or updated the first time it appears, and the song
// numbers already used in it, so an import gives every song a number its songbook has free.
import { searchKey } from "@encore/shared";
import type { Db } from "../catalogue-repository.js";
import type { SongbookInput } from "./import-record.js";

export interface BookState {
  id: number;
  prefix: string;
  usedNumbers: Set<number>;
  maxNumber: number;
}

/** The import report's songbook counters, counted as books are created or updated. */
export interface SongbookCounts {
  songbooksAdded: number;
  songbooksUpdated: number;
}

export function slugify(text: string): string {
  return searchKey(text).replace(/ /g, "-").slice(0, 80).replace(/-+$/, "");
}

export function videoThumbnail(youtubeId: string): string {
  return `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`;
}

export interface ImportSongbooks {
  /** Creates or updates a songbook the first time this import meets it; its thumbnail defaults to
   * the video of its first song. */
  ensure(trx: Db, input: SongbookInput, firstVideo: string): Promise<BookState>;
  /** The number a song gets in `book`: `wanted` when free, else none; the next free when unset. */
  claimNumber(book: BookState, wanted: number | undefined): number | undefined;
  /** Frees a number a song moved away from. */
  releaseNumber(bookId: number, number: number): void;
  /** Whether this import has met the songbook of `prefix`. */
  has(prefix: string): boolean;
}

export function createImportSongbooks(counts: SongbookCounts, now: () => Date): ImportSongbooks {
  const books = new Map<string, BookState>();

  async function ensure(trx: Db, input: SongbookInput, firstVideo: string): Promise<BookState> {
    const known = books.get(input.prefix);
    if (known) return known;
    const existing = await trx
      .selectFrom("songbooks")
      .selectAll()
      .where("prefix", "=", input.prefix)
      .executeTakeFirst();
    let id: number;
    const thumbnail =
      input.thumbnailUrl ||
      existing?.thumbnail_url ||
      (firstVideo ? videoThumbnail(firstVideo) : "");
    if (existing) {
      id = existing.id;
      if (existing.name !== input.name || existing.thumbnail_url !== thumbnail) {
        await trx
          .updateTable("songbooks")
          .set({ name: input.name, thumbnail_url: thumbnail })
          .where("id", "=", id)
          .execute();
        counts.songbooksUpdated += 1;
      }
    } else {
      const wanted = input.file ?? (slugify(input.name) || input.prefix.toLowerCase());
      const taken = await trx
        .selectFrom("songbooks")
        .select("id")
        .where("file", "=", wanted)
        .executeTakeFirst();
      const file = taken ? `${wanted}-${input.prefix.toLowerCase()}` : wanted;
      const inserted = await trx
        .insertInto("songbooks")
        .values({
          name: input.name,
          prefix: input.prefix,
          file,
          thumbnail_url: thumbnail,
          source: input.source ?? null,
          created_at: now().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      id = inserted.id;
      counts.songbooksAdded += 1;
    }
    const numbers = await trx
      .selectFrom("songs")
      .select("number")
      .where("songbook_id", "=", id)
      .execute();
    const usedNumbers = new Set(numbers.map((n) => n.number));
    const state: BookState = {
      id,
      prefix: input.prefix,
      usedNumbers,
      maxNumber: Math.max(0, ...usedNumbers),
    };
    books.set(input.prefix, state);
    return state;
  }

  function claimNumber(book: BookState, wanted: number | undefined): number | undefined {
    if (wanted !== undefined) {
      if (book.usedNumbers.has(wanted)) return undefined;
      book.usedNumbers.add(wanted);
      book.maxNumber = Math.max(book.maxNumber, wanted);
      return wanted;
    }
    book.maxNumber += 1;
    book.usedNumbers.add(book.maxNumber);
    return book.maxNumber;
  }

  function releaseNumber(bookId: number, number: number) {
    for (const book of books.values()) if (book.id === bookId) book.usedNumbers.delete(number);
  }

  return { ensure, claimNumber, releaseNumber, has: (prefix) => books.has(prefix) };
}
