// `npm run catalogue -- status`: how many songs the catalogue holds and how many are hidden;
// `npm run catalogue -- unhide`: shows hidden songs again, by song, by songbook or all.
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { findSong, findSongbook, type Db } from "./catalogue-repository.js";
import {
  CATALOGUE_USAGE,
  formatCatalogueStatus,
  formatUnhidden,
  parseUnhideArgs,
  type UnhideRequest,
} from "./catalogue-status.js";
import { hiddenSongCounts, unhideSongs, type UnhideTarget } from "./song-playability.js";

/** The songs or songbook a request names, or what it names that does not exist. */
async function resolve(db: Db, request: UnhideRequest): Promise<UnhideTarget | { error: string }> {
  if ("all" in request) return request;
  if ("songbook" in request) {
    const book = await findSongbook(db, request.songbook);
    return book ? { songbook: book.prefix } : { error: `No songbook ${request.songbook}` };
  }
  const songIds: number[] = [];
  for (const ref of request.songs) {
    const song = await findSong(db, ref);
    if (!song) return { error: `No song ${ref.id ?? String(ref.db_id)}` };
    songIds.push(song.id);
  }
  return { songIds };
}

async function withDatabase(run: (db: Db) => Promise<number>): Promise<number> {
  const database = await openDatabase(loadConfig());
  try {
    await migrateToLatest(database.db);
    return await run(database.db);
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "status" && rest.length === 0) {
    return withDatabase(async (db) => {
      console.log(formatCatalogueStatus(await hiddenSongCounts(db)));
      return 0;
    });
  }
  if (command === "unhide") {
    const request = parseUnhideArgs(rest);
    if ("error" in request) {
      console.error(request.error);
      console.error(CATALOGUE_USAGE);
      return 2;
    }
    return withDatabase(async (db) => {
      const target = await resolve(db, request);
      // Nothing changes when any of it is unknown: a typo must not restore half a list.
      if ("error" in target) {
        console.error(target.error);
        return 2;
      }
      console.log(formatUnhidden(await unhideSongs(db, target)));
      return 0;
    });
  }
  if (command !== undefined && command !== "help" && command !== "--help") {
    console.error(`Unknown command: ${argv.join(" ")}`);
  }
  console.error(CATALOGUE_USAGE);
  return command === "help" || command === "--help" ? 0 : 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
