// The daily refresh (docs/admin.md, "The daily refresh"): every checkEveryMs (an hour), when a
// key is kept and 24 hours have passed since the newest import of any kind, the cloud imports
// again every channel the catalogue has from YouTube, as an import of kind "daily": new uploads
// become songs, and songs whose video went away or stopped playing are hidden (the importer's
// own rule). Among several instances, the one holding the lease checks.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Logger } from "../../logger.js";
import { takeLease } from "../leases.js";
import { newestRun } from "./import-runs.js";
import type { ImportRunner, PlannedChannel } from "./import-runner.js";

export const REFRESH_EVERY_MS = 24 * 60 * 60_000;
export const CHECK_EVERY_MS = 60 * 60_000;
const LEASE = "youtube_daily_refresh";

export interface DailyRefresh {
  start(): void;
  stop(): void;
  /** One check, now: starts the refresh when it is due. */
  check(): Promise<void>;
  /** When the next refresh is due; null when there is nothing to refresh or no key. */
  nextAt(): Promise<string | null>;
}

export function createDailyRefresh(deps: {
  db: Kysely<Database>;
  runner: ImportRunner;
  readKey: () => Promise<string | null>;
  /** The channels the catalogue has from YouTube. */
  plan: () => Promise<PlannedChannel[]>;
  logger: Logger;
  checkEveryMs?: number;
  now?: () => Date;
}): DailyRefresh {
  const { db, runner } = deps;
  const now = deps.now ?? (() => new Date());
  const checkEveryMs = deps.checkEveryMs ?? CHECK_EVERY_MS;
  // This instance, for the lease: held across checks, so it outlives a few missed ones.
  const holder = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let checking = false;

  /** 24 hours after the newest import of any kind started (one still running included: the
   * runner refuses to start while it runs, and takes over the lock of one whose cloud died). */
  async function dueAt(): Promise<Date> {
    const newest = await newestRun(db);
    return newest ? new Date(Date.parse(newest.started_at) + REFRESH_EVERY_MS) : now();
  }

  async function check(): Promise<void> {
    if (runner.running()) return;
    const key = await deps.readKey();
    if (key === null) return;
    if ((await dueAt()) > now()) return;
    if (!(await takeLease(db, LEASE, holder, now(), checkEveryMs * 3))) return;
    const channels = await deps.plan();
    if (channels.length === 0) return;
    const started = await runner.start("daily", channels, key);
    if (started) deps.logger.info({ channels: channels.length }, "daily YouTube refresh started");
  }

  return {
    start() {
      timer ??= setInterval(() => {
        if (checking) return;
        checking = true;
        check()
          .catch((error: unknown) =>
            deps.logger.error({ err: error }, "daily YouTube refresh: the check failed"),
          )
          .finally(() => (checking = false));
      }, checkEveryMs);
      timer.unref();
    },

    stop() {
      clearInterval(timer);
      timer = undefined;
    },

    check,

    async nextAt() {
      if ((await deps.readKey()) === null || (await deps.plan()).length === 0) return null;
      return new Date(Math.max((await dueAt()).getTime(), now().getTime())).toISOString();
    },
  };
}
