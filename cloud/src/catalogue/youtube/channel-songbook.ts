// One songbook per karaoke channel: every upload whose title splits into artist and title
// becomes a song, numbered from the oldest upload.
import { splitVideoTitle, UNKNOWN_ARTIST, UNKNOWN_TITLE } from "@encore/shared";
import type { ImportItem, SongbookInput } from "../import/import-record.js";
import { YOUTUBE_ID } from "../import/import-record.js";
import { VIDEOS_PER_REQUEST, type YoutubeApi } from "./youtube-api.js";

const UNAVAILABLE_TITLES = new Set(["private video", "deleted video"]);
const GENERIC_WORDS = new Set(["karaoke", "official", "channel", "tv", "music", "songs", "the"]);

export function channelSource(channelId: string): string {
  return `youtube:${channelId}`;
}

/** Initials of the channel's distinctive words: 'Sing King Karaoke' → 'SK'. */
export function prefixCandidate(channelTitle: string): string {
  const words = channelTitle
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z\s]/g, " ")
    .split(/\s+/)
    .filter((word) => word.length > 0);
  const distinctive = words.filter((word) => !GENERIC_WORDS.has(word.toLowerCase()));
  const chosen = distinctive.length > 0 ? distinctive : words;
  let prefix = chosen.map((word) => word[0]).join("");
  if (prefix.length < 2) prefix = (chosen[0] ?? "YT").slice(0, 3);
  return prefix.slice(0, 4).toUpperCase() || "YT";
}

/** The candidate, or it with a letter added, until it names no other songbook. */
export function uniquePrefix(candidate: string, taken: ReadonlySet<string>): string {
  if (!taken.has(candidate)) return candidate;
  for (const letter of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
    const next = `${candidate.slice(0, 5)}${letter}`;
    if (!taken.has(next)) return next;
  }
  throw new Error(`no free songbook prefix near ${candidate}`);
}

export interface ChannelImport {
  items: ImportItem[];
  skipped: { videoId: string; title: string; reason: string }[];
}

export async function readChannel(
  api: YoutubeApi,
  channelArg: string,
  choosePrefix: (channelId: string, title: string) => Promise<string>,
): Promise<ChannelImport> {
  const channel = await api.channel(channelArg);
  const songbook: SongbookInput = {
    name: channel.title,
    prefix: await choosePrefix(channel.id, channel.title),
    thumbnailUrl: channel.thumbnailUrl,
    source: channelSource(channel.id),
  };
  const uploads = [];
  for await (const upload of api.uploads(channel.uploadsPlaylistId)) uploads.push(upload);
  // Uploads come newest first; the oldest gets number 1, and later imports append new uploads.
  uploads.sort((a, b) => (a.publishedAt ?? "").localeCompare(b.publishedAt ?? ""));

  // Song lengths let the cloud move on by itself when no screen reports a song's end.
  const lengths = new Map<string, number>();
  const playable = uploads.filter((upload) => YOUTUBE_ID.test(upload.videoId));
  for (let i = 0; i < playable.length; i += VIDEOS_PER_REQUEST) {
    const batch = playable.slice(i, i + VIDEOS_PER_REQUEST).map((upload) => upload.videoId);
    for (const [id, seconds] of await api.durations(batch)) lengths.set(id, seconds);
  }

  const items: ImportItem[] = [{ kind: "songbook", line: 0, songbook }];
  const skipped: ChannelImport["skipped"] = [];
  for (const upload of uploads) {
    if (UNAVAILABLE_TITLES.has(upload.title.trim().toLowerCase())) {
      skipped.push({
        videoId: upload.videoId,
        title: upload.title,
        reason: "video is unavailable",
      });
      continue;
    }
    if (!YOUTUBE_ID.test(upload.videoId)) {
      skipped.push({ videoId: upload.videoId, title: upload.title, reason: "not a video id" });
      continue;
    }
    const { artist, title } = splitVideoTitle(upload.title);
    if (artist === UNKNOWN_ARTIST || title === UNKNOWN_TITLE) {
      skipped.push({
        videoId: upload.videoId,
        title: upload.title,
        reason: "no 'Artist - Title' in the title",
      });
      continue;
    }
    const publishedAt =
      upload.publishedAt && !Number.isNaN(Date.parse(upload.publishedAt))
        ? new Date(upload.publishedAt).toISOString()
        : undefined;
    items.push({
      kind: "song",
      line: 0,
      songbook,
      song: {
        title,
        artist,
        youtubeId: upload.videoId,
        addedAt: publishedAt,
        durationS: lengths.get(upload.videoId),
      },
    });
  }
  return { items, skipped };
}
