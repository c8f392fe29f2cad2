// GET /api/admin/overview (docs/admin.md): every number read from the cloud's own state, none
// kept a second time. Live parties and devices from the sessions' sockets (presence.ts), plays
// from the record the play counter writes (play-record.ts), the catalogue's counts from the
// catalogue.
import type { AdminOverview } from "@encore/shared";
import type { Db } from "../catalogue/catalogue-repository.js";
import { isDemoCatalogue } from "../catalogue/demo-catalogue.js";
import { hiddenSongCounts } from "../catalogue/song-playability.js";
import type { Dialect } from "../db/database-handle.js";
import { countPlays } from "../sessions/storage/play-record.js";
import { playDays } from "./play-days.js";

export interface OverviewSources {
  db: Db;
  dialect: Dialect;
  /** Parties with a device joined, and their devices, on every instance. */
  live: () => Promise<{ parties: number; devices: number }>;
  /** The demo catalogue's songbook prefixes (demo-catalogue.ts). */
  demoPrefixes: () => Promise<Set<string>>;
  now: Date;
}

export async function adminOverview(sources: OverviewSources): Promise<AdminOverview> {
  const { db } = sources;
  const days = playDays(sources.now);
  const [live, counts, catalogue, demo] = await Promise.all([
    sources.live(),
    Promise.all(days.map((day) => countPlays(db, day.from, day.to))),
    hiddenSongCounts(db),
    sources.demoPrefixes().then((prefixes) => isDemoCatalogue(db, prefixes)),
  ]);
  return {
    parties: { live: live.parties, devices: live.devices },
    plays: {
      today: counts.at(-1) ?? 0,
      week: counts.reduce((sum, n) => sum + n, 0),
      days: days.map((day, i) => ({ date: day.date, count: counts[i] ?? 0 })),
    },
    catalogue: {
      songs: catalogue.songs,
      songbooks: catalogue.songbooks.length,
      hidden: catalogue.hidden,
      demo,
    },
    database: sources.dialect,
  };
}
