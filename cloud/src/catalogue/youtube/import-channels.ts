// Imports karaoke channels, one songbook each; a channel imported before keeps its songbook.
import type { Db } from "../catalogue-repository.js";
import { importCatalogue, type ImportReport } from "../import/catalogue-importer.js";
import { channelSource, prefixCandidate, readChannel, uniquePrefix } from "./channel-songbook.js";
import type { YoutubeApi } from "./youtube-api.js";

export interface ChannelReport {
  channel: string;
  songbook: string;
  prefix: string;
  report: ImportReport;
  skippedVideos: number;
}

export async function importChannels(
  db: Db,
  api: YoutubeApi,
  channels: readonly string[],
  onChannel?: (result: ChannelReport) => void,
): Promise<ChannelReport[]> {
  const results: ChannelReport[] = [];
  for (const channelArg of channels) {
    const choosePrefix = async (channelId: string, title: string) => {
      const known = await db
        .selectFrom("songbooks")
        .select("prefix")
        .where("source", "=", channelSource(channelId))
        .executeTakeFirst();
      if (known) return known.prefix;
      const taken = await db.selectFrom("songbooks").select("prefix").execute();
      return uniquePrefix(prefixCandidate(title), new Set(taken.map((row) => row.prefix)));
    };
    const { items, skipped } = await readChannel(api, channelArg, choosePrefix);
    const first = items[0];
    const songbook = first && first.kind !== "problem" ? first.songbook : undefined;
    const report = await importCatalogue(db, items);
    const result: ChannelReport = {
      channel: channelArg,
      songbook: songbook?.name ?? channelArg,
      prefix: songbook?.prefix ?? "",
      report,
      skippedVideos: skipped.length,
    };
    results.push(result);
    onChannel?.(result);
  }
  return results;
}
