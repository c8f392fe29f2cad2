// Catalogue songs for session tests that do not need a database.
import type { CatalogueSong } from "../sessions/session-state.js";

export function catalogueSong(dbId: number, lengthMs: number | null = 180_000): CatalogueSong {
  return {
    id: `PH${dbId}`,
    db_id: dbId,
    title: `Song ${dbId}`,
    artist: "Artist",
    youtube_id: `vid${String(dbId).padStart(8, "0")}`,
    songbook_prefix: "PH",
    songbook_name: "Pop Hits",
    songbook_thumbnail: "",
    view_count: 0,
    is_favorite: false,
    length_ms: lengthMs,
  };
}
