// Karaoke songs from YouTube in the cloud (docs/admin.md): the key, the channel list, the import
// runner with the feed and the event streams that follow it, and the daily refresh. Started and
// stopped with the server (server.ts): stopping ends the event streams and the import in progress.
import type { DatabaseHandle } from "../../db/database-handle.js";
import type { Logger } from "../../logger.js";
import { readPreset } from "../../catalogue/youtube/presets.js";
import { createYoutubeApi } from "../../catalogue/youtube/youtube-api.js";
import { createDailyRefresh, type DailyRefresh } from "./daily-refresh.js";
import { createImportEvents, type ImportEvents } from "./import-events.js";
import { createImportFeed, type ImportFeed } from "./import-feed.js";
import { importedChannels } from "./import-plans.js";
import { createImportRunner, type ImportRunner } from "./import-runner.js";
import { createChannelList, type ChannelList } from "./youtube-channels.js";
import { readYoutubeKey } from "./youtube-key.js";

/** Intervals tests shorten; every one has its production default in its own module. */
export interface YoutubeOptions {
  refreshCheckMs?: number;
  eventsThrottleMs?: number;
  pingMs?: number;
  pollMs?: number;
  saveEveryMs?: number;
}

export interface YoutubeFeature {
  /** The Data API's base URL (YOUTUBE_API_URL). */
  apiBaseUrl: string;
  channels: ChannelList;
  runner: ImportRunner;
  feed: ImportFeed;
  events: ImportEvents;
  refresh: DailyRefresh;
  readKey(): Promise<string | null>;
  start(): void;
  stop(): Promise<void>;
}

export function createYoutubeFeature(deps: {
  database: Pick<DatabaseHandle, "db" | "dialect">;
  apiBaseUrl: string;
  logger: Logger;
  options?: YoutubeOptions;
  now?: () => Date;
}): YoutubeFeature {
  const { db } = deps.database;
  const options = deps.options ?? {};
  const now = deps.now ?? (() => new Date());
  const logger = deps.logger.child({ feature: "youtube" });
  const readKey = () => readYoutubeKey(db);
  const channels = createChannelList({ db, preset: () => readPreset("karaoke"), now });
  const runner = createImportRunner({
    database: deps.database,
    apiFor: (key, signal) => createYoutubeApi({ key, baseUrl: deps.apiBaseUrl, signal }),
    recordImport: (handle, channelId, prefix) => channels.recordImport(handle, channelId, prefix),
    logger,
    now,
    ...(options.saveEveryMs ? { saveEveryMs: options.saveEveryMs } : {}),
  });
  const feed = createImportFeed({
    runner,
    db,
    ...(options.pollMs ? { pollEveryMs: options.pollMs } : {}),
    onError: (error) => logger.error({ err: error }, "could not read the import's state"),
  });
  const events = createImportEvents(feed, {
    ...(options.eventsThrottleMs !== undefined ? { throttleMs: options.eventsThrottleMs } : {}),
    ...(options.pingMs ? { pingMs: options.pingMs } : {}),
  });
  const refresh = createDailyRefresh({
    db,
    runner,
    readKey,
    plan: () => importedChannels(db, channels),
    logger,
    now,
    ...(options.refreshCheckMs ? { checkEveryMs: options.refreshCheckMs } : {}),
  });
  return {
    apiBaseUrl: deps.apiBaseUrl,
    channels,
    runner,
    feed,
    events,
    refresh,
    readKey,
    start() {
      refresh.start();
    },
    async stop() {
      refresh.stop();
      events.stopping();
      // The import ends (failed, written down) and its streams tell it, then close.
      await runner.stop();
      await events.closeAll();
    },
  };
}
