// What the cloud does for sessions on its own: fire due timers (a song nobody reported ended, the
// next song to start), keep sessions with connected devices marked active, delete sessions idle
// for 24 hours, and forget op_ids older than OP_ID_MEMORY_MS.
import { OP_ID_MEMORY_MS, SESSION_RETENTION_MS } from "@encore/shared";
import type { Logger } from "../logger.js";
import type { SessionService } from "./session-service.js";
import type { SessionStore } from "./session-store.js";

export interface SessionJobIntervals {
  timersMs: number;
  touchMs: number;
  expiryMs: number;
  retentionMs: number;
}

export const DEFAULT_JOB_INTERVALS: SessionJobIntervals = {
  timersMs: 500,
  touchMs: 5 * 60_000,
  expiryMs: 10 * 60_000,
  retentionMs: SESSION_RETENTION_MS,
};

export interface SessionJobs {
  start(): void;
  stop(): Promise<void>;
  /** Runs each job once, now; for tests and for start-up. */
  runOnce(): Promise<void>;
}

export function createSessionJobs(deps: {
  service: SessionService;
  store: SessionStore;
  localSessionCodes: () => string[];
  now: () => number;
  intervals: SessionJobIntervals;
  logger: Logger;
}): SessionJobs {
  const { service, store, now, intervals, logger } = deps;
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();

  async function fireDueTimers(): Promise<void> {
    for (const code of await store.due(now(), 200)) {
      await service.execute(code, { type: "TIMER" });
    }
  }

  async function touchConnected(): Promise<void> {
    await store.touch(deps.localSessionCodes(), now());
  }

  async function deleteIdle(): Promise<void> {
    const deleted = await store.deleteIdleSince(now() - intervals.retentionMs);
    if (deleted.length > 0) logger.info({ count: deleted.length }, "deleted idle sessions");
    await store.deleteOpsBefore(now() - OP_ID_MEMORY_MS);
  }

  function every(ms: number, job: () => Promise<void>, name: string): void {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const run = job()
        .catch((error: unknown) => logger.error({ err: error, job: name }, "session job failed"))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    }, ms);
    timer.unref();
    timers.push(timer);
  }

  return {
    start() {
      every(intervals.timersMs, fireDueTimers, "timers");
      every(intervals.touchMs, touchConnected, "touch");
      every(intervals.expiryMs, deleteIdle, "expiry");
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running);
    },
    async runOnce() {
      await touchConnected();
      await deleteIdle();
      await fireDueTimers();
    },
  };
}
