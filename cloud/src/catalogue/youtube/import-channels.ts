// Imports karaoke channels, one songbook each; a channel imported before keeps its songbook. Only
// videos that can play become songs; a song whose video stopped playing (or left the channel) is
// hidden, and one whose video plays again is restored.
import type { Db } from "../catalogue-repository.js";
import { importCatalogue, type ImportReport } from "../import/catalogue-importer.js";
import { applyPlayability } from "../song-playability.js";
import {
  channelSource,
  prefixCandidate,
  readChannel,
  uniquePrefix,
  type ChannelSpec,
  type VideoProgress,
} from "./channel-songbook.js";
import { ChannelNotFoundError, type YoutubeApi } from "./youtube-api.js";

export const GONE_FROM_CHANNEL = "video is no longer on the channel";

export interface ChannelReport {
  channel: string;
  /** The channel's id, as the API gave it: its songbook's source is youtube:<id>. */
  channelId: string;
  songbook: string;
  prefix: string;
  report: ImportReport;
  skippedVideos: number;
  /** Uploads that did not become songs, counted per reason. */
  skippedByReason: Record<string, number>;
  /** Songs hidden by this import (their video stopped playing), and songs brought back. */
  hidden: number;
  restored: number;
}

/** Where an import is: the channel being read (its place in the list, from 0) and its videos. */
export interface ChannelProgress extends VideoProgress {
  index: number;
  channel: string;
}

export interface ImportChannelsOptions {
  region?: string | undefined;
  /** A channel that does not exist is reported (onMissing) and the others imported; otherwise
   * the import stops there. */
  skipMissing?: boolean;
  onChannel?: (result: ChannelReport) => void;
  onMissing?: (channel: string, message: string) => void;
  /** Told when a channel starts (nothing seen yet) and as its videos are listed and judged. */
  onProgress?: (progress: ChannelProgress) => void;
  /** Stops the import between channels (the API's calls in flight stop with their own). */
  signal?: AbortSignal;
  now?: () => Date;
}

export function countReasons(reasons: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const reason of reasons) counts[reason] = (counts[reason] ?? 0) + 1;
  return counts;
}

/** '3 embedding is turned off, 1 video is private' — most frequent first. */
export function describeReasons(counts: Record<string, number>): string {
  return Object.entries(counts)
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    .map(([reason, n]) => `${n} ${reason}`)
    .join(", ");
}

export async function importChannels(
  db: Db,
  api: YoutubeApi,
  channels: readonly (string | ChannelSpec)[],
  options: ImportChannelsOptions = {},
): Promise<ChannelReport[]> {
  const now = options.now ?? (() => new Date());
  const results: ChannelReport[] = [];
  const choosePrefix = async (channelId: string, title: string, wanted: string | undefined) => {
    const known = await db
      .selectFrom("songbooks")
      .select("prefix")
      .where("source", "=", channelSource(channelId))
      .executeTakeFirst();
    if (known) return known.prefix;
    const taken = await db.selectFrom("songbooks").select("prefix").execute();
    const candidate = wanted?.toUpperCase() ?? prefixCandidate(title);
    return uniquePrefix(candidate, new Set(taken.map((row) => row.prefix)));
  };
  for (const [index, entry] of channels.entries()) {
    options.signal?.throwIfAborted();
    const spec = typeof entry === "string" ? { channel: entry } : entry;
    const onProgress = options.onProgress;
    const progress = (videos: VideoProgress) =>
      onProgress?.({ index, channel: spec.channel, ...videos });
    progress({ seen: 0, kept: 0, skippedByReason: {} });
    let read;
    try {
      read = await readChannel(api, spec, choosePrefix, {
        region: options.region,
        ...(onProgress ? { onProgress: progress } : {}),
      });
    } catch (error) {
      if (options.skipMissing && error instanceof ChannelNotFoundError) {
        options.onMissing?.(spec.channel, error.message);
        continue;
      }
      throw error;
    }
    const { items, skipped, playable, channelId } = read;
    const first = items[0];
    const songbook = first && first.kind !== "problem" ? first.songbook : undefined;
    const report = await importCatalogue(db, items);
    // Songs of this channel's songbook whose video is no longer among its uploads.
    const listed = new Set([...playable, ...read.unplayable]);
    const kept = await db
      .selectFrom("songs as s")
      .innerJoin("songbooks as b", "b.id", "s.songbook_id")
      .select("s.youtube_id")
      .where("b.source", "=", channelSource(channelId))
      .execute();
    const gone = kept.map((row) => row.youtube_id).filter((id) => !listed.has(id));
    const changed = await applyPlayability(
      db,
      { playable, unplayable: [...read.unplayable, ...gone] },
      now(),
    );
    const result: ChannelReport = {
      channel: spec.channel,
      channelId,
      songbook: songbook?.name ?? spec.channel,
      prefix: songbook?.prefix ?? "",
      report,
      skippedVideos: skipped.length,
      skippedByReason: countReasons([
        ...skipped.map((video) => video.reason),
        ...gone.map(() => GONE_FROM_CHANNEL),
      ]),
      hidden: changed.hidden,
      restored: changed.restored,
    };
    results.push(result);
    options.onChannel?.(result);
  }
  return results;
}

/** The summary line of one channel. */
export function formatChannelReport(result: ChannelReport): string {
  const { channel, songbook, prefix, report, skippedVideos, skippedByReason } = result;
  let line =
    `${channel} → ${songbook} (${prefix}): ${report.added} added, ${report.updated} updated, ` +
    `${report.unchanged} unchanged, ${result.hidden} hidden, ${result.restored} restored; ` +
    `${skippedVideos} videos skipped`;
  if (skippedVideos > 0) line += ` (${describeReasons(skippedByReason)})`;
  return line;
}
