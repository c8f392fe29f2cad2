// Runs an import of YouTube channels in the cloud (docs/admin.md, "Importing"): the importer the
// command line uses (import-channels.ts), its progress turned into the import's state, told to
// whoever follows it (the Server-Sent Events of import-events.ts) and written to the run's row as
// it goes (every SAVE_EVERY_MS, at each channel's end and at the end). The import is the
// server's: it goes on whoever watches, and stops only with the cloud.
import type { AdminImportState } from "@encore/shared";
import type { Logger } from "../../logger.js";
import type { DatabaseHandle } from "../../db/database-handle.js";
import { afterBulkImport } from "../../catalogue/song-search.js";
import type { ChannelSpec } from "../../catalogue/youtube/channel-songbook.js";
import {
  importChannels,
  type ChannelProgress,
  type ChannelReport,
} from "../../catalogue/youtube/import-channels.js";
import type { YoutubeApi } from "../../catalogue/youtube/youtube-api.js";
import { SAVE_EVERY_MS, saveRun, startRun, STOPPED_ERROR } from "./import-runs.js";
import { addSkipped, noneSkipped, type SkippedCounts } from "./import-state.js";

/** A channel an import reads. */
export interface PlannedChannel {
  spec: ChannelSpec;
  /** What the state's `current` says while it is read: its songbook's name. */
  name: string;
  /** The list's entry that learns the channel's id and prefix afterwards; null when unlisted. */
  handle: string | null;
}

export type ImportListener = (state: AdminImportState) => void;

export interface ImportRunner {
  /** Starts an import; null when one runs already, here or on another instance. */
  start(
    kind: AdminImportState["kind"],
    channels: readonly PlannedChannel[],
    key: string,
  ): Promise<AdminImportState | null>;
  /** The import this instance runs, or null. */
  running(): AdminImportState | null;
  /** Every change of the imports this instance runs, the final state last; returns the unsubscribe. */
  subscribe(listener: ImportListener): () => void;
  /** Resolves when this instance runs no import. */
  idle(): Promise<void>;
  /** Stops the import in progress (it ends failed) and refuses new ones. */
  stop(): Promise<void>;
}

export interface ImportRunnerDeps {
  database: Pick<DatabaseHandle, "db" | "dialect">;
  apiFor: (key: string, signal: AbortSignal) => YoutubeApi;
  recordImport: (handle: string, channelId: string, prefix: string) => Promise<void>;
  logger: Logger;
  now?: () => Date;
  saveEveryMs?: number;
}

interface Run {
  state: AdminImportState;
  controller: AbortController;
  done: Promise<void>;
}

export function createImportRunner(deps: ImportRunnerDeps): ImportRunner {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const listeners = new Set<ImportListener>();
  let current: Run | null = null;
  let starting = false;
  let stopped = false;

  const publish = (state: AdminImportState) => {
    for (const listener of [...listeners]) listener(state);
  };

  async function execute(
    run: Run,
    channels: readonly PlannedChannel[],
    key: string,
  ): Promise<void> {
    const log = deps.logger.child({ import: run.state.id, kind: run.state.kind });
    log.info({ channels: channels.length }, "YouTube import started");
    // What the channels already read add up to, and where the one being read is.
    let finished: { seen: number; kept: number; skipped: SkippedCounts } = {
      seen: 0,
      kept: 0,
      skipped: noneSkipped(),
    };
    let reading: ChannelProgress | null = null;
    let writes: Promise<void> = Promise.resolve();
    const queue = (write: () => Promise<void>) => {
      writes = writes.then(write).catch((error: unknown) => {
        log.error({ err: error }, "YouTube import: could not write its state");
      });
      return writes;
    };
    const save = () => {
      const state = run.state;
      return queue(() => saveRun(db, state, now()));
    };
    const update = (changes: Partial<AdminImportState>) => {
      run.state = { ...run.state, ...changes };
      publish(run.state);
    };
    const channelEnds = (report: ChannelReport | null) => {
      if (reading) {
        finished = {
          seen: finished.seen + reading.seen,
          kept: finished.kept + reading.kept,
          skipped: addSkipped(finished.skipped, reading.skippedByReason),
        };
      }
      const planned = reading ? channels[reading.index] : undefined;
      reading = null;
      update({
        channels: { ...run.state.channels, done: run.state.channels.done + 1 },
        current: null,
        ...(report
          ? {
              songs_added: run.state.songs_added + report.report.added,
              songs_hidden: run.state.songs_hidden + report.hidden,
            }
          : {}),
      });
      if (report && planned?.handle) {
        const handle = planned.handle;
        void queue(() => deps.recordImport(handle, report.channelId, report.prefix));
      }
      void save();
    };

    const heartbeat = setInterval(() => void save(), deps.saveEveryMs ?? SAVE_EVERY_MS);
    heartbeat.unref();
    let final: Partial<AdminImportState>;
    try {
      await importChannels(
        db,
        deps.apiFor(key, run.controller.signal),
        channels.map((channel) => channel.spec),
        {
          // A channel gone from YouTube is passed over; the others still load.
          skipMissing: true,
          signal: run.controller.signal,
          onMissing: (channel, message) => {
            log.warn({ channel }, `YouTube import: ${message}`);
            channelEnds(null);
          },
          onProgress: (progress) => {
            reading = progress;
            update({
              current: channels[progress.index]?.name ?? progress.channel,
              videos_seen: finished.seen + progress.seen,
              songs_kept: finished.kept + progress.kept,
              skipped: addSkipped(finished.skipped, progress.skippedByReason),
            });
          },
          onChannel: (report) => {
            log.info({ channel: report.channel, added: report.report.added }, "channel imported");
            channelEnds(report);
          },
          now,
        },
      );
      final = { status: "done" };
      // As the command line does after loading songs: the search index tidied, statistics fresh.
      if (run.state.songs_added > 0) {
        await afterBulkImport(deps.database).catch((error: unknown) =>
          log.warn({ err: error }, "YouTube import: the search index was not optimised"),
        );
      }
    } catch (error) {
      const message = run.controller.signal.aborted
        ? STOPPED_ERROR
        : error instanceof Error
          ? error.message
          : String(error);
      log.warn({ error: message }, "YouTube import failed");
      final = { status: "failed", error: message };
    } finally {
      clearInterval(heartbeat);
    }
    // Written before it is told: whoever hears the end finds the lock free.
    run.state = { ...run.state, ...final, current: null, finished_at: now().toISOString() };
    await save();
    current = null;
    publish(run.state);
    const { songs_added, songs_hidden, videos_seen } = run.state;
    log.info(
      { status: run.state.status, videos_seen, songs_added, songs_hidden },
      "YouTube import ended",
    );
  }

  return {
    async start(kind, channels, key) {
      if (current || starting || stopped) return null;
      starting = true;
      try {
        const state = await startRun(db, kind, channels.length, now());
        if (!state) return null;
        const run: Run = { state, controller: new AbortController(), done: Promise.resolve() };
        current = run;
        publish(state);
        run.done = execute(run, channels, key);
        return state;
      } finally {
        starting = false;
      }
    },

    running: () => current?.state ?? null,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async idle() {
      await current?.done;
    },

    async stop() {
      stopped = true;
      current?.controller.abort();
      await current?.done;
    },
  };
}
