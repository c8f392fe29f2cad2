// Small catalogues for tests, loaded through the real import path.
import type { Db } from "../catalogue/catalogue-repository.js";
import { importCatalogue, type ImportReport } from "../catalogue/import/catalogue-importer.js";
import { readJsonCatalogue } from "../catalogue/import/read-json-catalogue.js";

/** A valid, distinct 11-character video id for a number. */
export function videoId(n: number): string {
  return `vid${String(n).padStart(8, "0")}`;
}

export interface FixtureSong {
  title: string;
  artist: string;
  youtube_id?: string;
  number?: number;
  added_at?: string;
}

export interface FixtureSongbook {
  name: string;
  prefix: string;
  thumbnail_url?: string;
  songs: FixtureSong[];
}

let nextVideo = 1;

export function catalogueJson(songbooks: FixtureSongbook[]): string {
  return JSON.stringify(
    {
      songbooks: songbooks.map((book) => ({
        ...book,
        songs: book.songs.map((song) => ({
          ...song,
          youtube_id: song.youtube_id ?? videoId(nextVideo++),
        })),
      })),
    },
    null,
    2,
  );
}

export async function loadCatalogue(db: Db, songbooks: FixtureSongbook[]): Promise<ImportReport> {
  return importCatalogue(db, readJsonCatalogue(catalogueJson(songbooks)));
}

/** Two songbooks with artists, accents and titles chosen to exercise ranking. */
export const SAMPLE_CATALOGUE: FixtureSongbook[] = [
  {
    name: "Pop Hits",
    prefix: "PH",
    thumbnail_url: "https://example.com/pop.jpg",
    songs: [
      { title: "Hello", artist: "Adele", youtube_id: "YQHsXMglC9A" },
      { title: "Someone Like You", artist: "Adele", youtube_id: "hLQl3WQQoQ0" },
      { title: "Halo", artist: "Beyoncé", youtube_id: "bnVUHWCynig" },
      { title: "Crazy in Love", artist: "Beyoncé", youtube_id: "ViwtNLUqkMY" },
      { title: "Hello Goodbye", artist: "The Beatles", youtube_id: "rblYSKz_VnI" },
      { title: "Say Hello", artist: "Queen Latifah", youtube_id: "aaaaaaaaaa1" },
      { title: "Dancing Queen", artist: "ABBA", youtube_id: "xFrGuyw1V8s" },
    ],
  },
  {
    name: "Rock Classics",
    prefix: "RC",
    songs: [
      { title: "Bohemian Rhapsody", artist: "Queen", youtube_id: "fJ9rUzIMcZQ" },
      { title: "Don't Stop Me Now", artist: "Queen", youtube_id: "HgzGwKwLmgM" },
      { title: "Highway to Hell", artist: "AC/DC", youtube_id: "l482T0yNkeo" },
      { title: "Livin' on a Prayer", artist: "Bon Jovi", youtube_id: "lDK9QqIzhwk" },
      { title: "Hello", artist: "Lionel Richie", youtube_id: "mHONNcZbwDY" },
    ],
  },
];
