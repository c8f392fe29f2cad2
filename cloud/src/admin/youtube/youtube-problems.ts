// The back office's refusals about YouTube imports (docs/admin.md, "Karaoke songs from YouTube"),
// each with its stable code and the English text of its catalogue entry.
import { problem, type Problem } from "@encore/shared";

export const YOUTUBE_PROBLEMS = {
  keyRefused: (reason: string): Problem =>
    problem("youtube_key_refused", `YouTube refused this API key: ${reason}`, { reason }),
  keyMissing: problem("youtube_key_missing", "Save a YouTube Data API key first"),
  unavailable: problem(
    "youtube_unavailable",
    "YouTube could not be reached; please try again later",
  ),
  channelNotFound: problem("youtube_channel_not_found", "YouTube has no channel at that address"),
  noChannels: problem("youtube_no_channels", "Tick at least one channel to import"),
  importRunning: problem("import_running", "An import is already running"),
} as const;
