// One songbook per karaoke channel: every upload that can play in an embedded player and whose
// title reads as one song (parseKaraokeTitle) becomes a song, numbered from the oldest upload.
import { cleanSongbookName, parseKaraokeTitle, type TitleOrder } from "@encore/shared";
import type { ImportItem, SongbookInput } from "../import/import-record.js";
import { YOUTUBE_ID } from "../import/import-record.js";
import { UNPLAYABLE, videoPlayability } from "./video-playability.js";
import {
  VIDEOS_PER_REQUEST,
  type Upload,
  type VideoDetails,
  type YoutubeApi,
} from "./youtube-api.js";

const UNAVAILABLE_TITLES = new Set(["private video", "deleted video"]);
/** videos.list calls in flight at once for one channel: well within the API's per-second quota. */
export const VIDEO_CALLS_AT_ONCE = 4;
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

/** How one channel is imported: from the command line, or a preset's entry. */
export interface ChannelSpec {
  /** A channel id (UC…) or handle (@name). */
  channel: string;
  /** The songbook's name; the channel's title when not given. */
  songbook?: string | undefined;
  /** The prefix wanted for a new songbook; from the channel's title when not given. */
  prefix?: string | undefined;
  /** 'title-artist' for a channel that writes 'Title - Artist'. */
  order?: TitleOrder | undefined;
}

export interface ChannelImport {
  items: ImportItem[];
  /** Every upload that did not become a song, with why. */
  skipped: { videoId: string; title: string; reason: string }[];
  /** The uploads that can play, and those that cannot (their songs, if any, are hidden). */
  playable: string[];
  unplayable: string[];
  /** The channel's id, as the API gave it. */
  channelId: string;
}

/** How far the reading of one channel is: what the back office shows while it runs. */
export interface VideoProgress {
  /** Uploads listed so far. */
  seen: number;
  /** Uploads judged so far that become songs, and those that do not, counted per reason. */
  kept: number;
  skippedByReason: Record<string, number>;
}

export interface ReadChannelOptions {
  /** Where the screens are: videos blocked there are skipped. */
  region?: string | undefined;
  /** Told after every page of uploads listed and every batch of videos judged. */
  onProgress?: ((progress: VideoProgress) => void) | undefined;
}

export async function readChannel(
  api: YoutubeApi,
  spec: ChannelSpec,
  choosePrefix: (channelId: string, title: string, wanted: string | undefined) => Promise<string>,
  options: ReadChannelOptions = {},
): Promise<ChannelImport> {
  const channel = await api.channel(spec.channel);
  const songbook: SongbookInput = {
    // Titles and artists come cleaned by parseKaraokeTitle; the channel's name is cleaned here.
    name: cleanSongbookName(spec.songbook ?? channel.title),
    prefix: await choosePrefix(channel.id, channel.title, spec.prefix),
    thumbnailUrl: channel.thumbnailUrl,
    source: channelSource(channel.id),
  };
  const progress: VideoProgress = { seen: 0, kept: 0, skippedByReason: {} };
  const report = () =>
    options.onProgress?.({ ...progress, skippedByReason: { ...progress.skippedByReason } });
  const uploads: Upload[] = [];
  for await (const upload of api.uploads(channel.uploadsPlaylistId)) {
    uploads.push(upload);
    progress.seen += 1;
    if (progress.seen % VIDEOS_PER_REQUEST === 0) report();
  }
  report();
  // Uploads come newest first; the oldest gets number 1, and later imports append new uploads.
  uploads.sort((a, b) => (a.publishedAt ?? "").localeCompare(b.publishedAt ?? ""));

  const result: ChannelImport = {
    items: [{ kind: "songbook", line: 0, songbook }],
    skipped: [],
    playable: [],
    unplayable: [],
    channelId: channel.id,
  };
  const details = new Map<string, VideoDetails>();
  const skip = (upload: Upload, reason: string) => {
    result.skipped.push({ videoId: upload.videoId, title: upload.title, reason });
    progress.skippedByReason[reason] = (progress.skippedByReason[reason] ?? 0) + 1;
  };
  const judge = (upload: Upload) => {
    if (!YOUTUBE_ID.test(upload.videoId)) {
      skip(upload, "not a video id");
      return;
    }
    const video = details.get(upload.videoId);
    const playability = UNAVAILABLE_TITLES.has(upload.title.trim().toLowerCase())
      ? ({ playable: false, reason: UNPLAYABLE.unavailable } as const)
      : videoPlayability(video, options.region);
    if (!playability.playable) {
      result.unplayable.push(upload.videoId);
      skip(upload, playability.reason);
      return;
    }
    result.playable.push(upload.videoId);
    const parsed = parseKaraokeTitle(upload.title, { order: spec.order });
    if (!parsed.ok) {
      skip(upload, parsed.reason);
      return;
    }
    const publishedAt =
      upload.publishedAt && !Number.isNaN(Date.parse(upload.publishedAt))
        ? new Date(upload.publishedAt).toISOString()
        : undefined;
    progress.kept += 1;
    result.items.push({
      kind: "song",
      line: 0,
      songbook,
      song: {
        title: parsed.title,
        artist: parsed.artist,
        youtubeId: upload.videoId,
        addedAt: publishedAt,
        durationS: video?.durationS ?? undefined,
      },
    });
  };

  // Status and details, 50 videos a call: only videos that can be embedded (here) become songs,
  // and their lengths let the cloud move on by itself when no screen reports a song's end. A few
  // calls go at once (the import is bound by the API's round trips: docs/performance.md, "Back
  // office"); each batch is judged in upload order as they come, so the progress moves while a
  // long channel is read.
  const withIds = uploads.flatMap((upload, index) =>
    YOUTUBE_ID.test(upload.videoId) ? [index] : [],
  );
  const batches: number[][] = [];
  for (let i = 0; i < withIds.length; i += VIDEOS_PER_REQUEST) {
    batches.push(withIds.slice(i, i + VIDEOS_PER_REQUEST));
  }
  let next = 0;
  for (let i = 0; i < batches.length; i += VIDEO_CALLS_AT_ONCE) {
    const round = batches.slice(i, i + VIDEO_CALLS_AT_ONCE);
    const answers = await Promise.all(
      round.map((batch) => api.videos(batch.map((index) => uploads[index]?.videoId ?? ""))),
    );
    for (const [at, batch] of round.entries()) {
      for (const [id, video] of answers[at] ?? []) details.set(id, video);
      const through = batch.at(-1) ?? -1;
      for (const upload of uploads.slice(next, through + 1)) judge(upload);
      next = Math.max(next, through + 1);
      report();
    }
  }
  for (const upload of uploads.slice(next)) judge(upload);
  report();
  return result;
}
