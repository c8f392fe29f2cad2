// What the cloud does for sessions on its own: fire due timers (a song nobody reported ended, the
// next song to start), keep sessions with connected devices marked active, delete sessions idle
// for 24 hours, forget op_ids older than OP_ID_MEMORY_MS, and bring back songs screens hid whose
// time is over (video-failures.ts).
import { OP_ID_MEMORY_MS, SESSION_RETENTION_MS } from "@encore/shared";
import type { Logger } from "../logger.js";
import type { SessionService } from "./session-service.js";
import type { SessionStore } from "./storage/session-store.js";

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
  /**
   * Fires due timers at `at` as well as at the next poll: the 2 s auto-next gap then lasts 2 s,
   * not up to 2.5 s. The poll stays, for timers set by other instances and after a restart.
   */
  wake(at: number): void;
}

export function createSessionJobs(deps: {
  service: SessionService;
  store: SessionStore;
  localSessionCodes: () => string[];
  now: () => number;
  intervals: SessionJobIntervals;
  logger: Logger;
  /** Shows again the songs whose hide is over; run with the expiry job. */
  restoreHiddenSongs?: () => Promise<void>;
}): SessionJobs {
  const { service, store, now, intervals, logger } = deps;
  const timers: NodeJS.Timeout[] = [];
  const wakeups = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let started = false;
  let firing = false;

  /** One run of the due timers at a time, whether from the poll or a wake-up. */
  function fireDueTimersOnce(): Promise<void> {
    if (firing) return Promise.resolve();
    firing = true;
    const run = fireDueTimers()
      .catch((error: unknown) => logger.error({ err: error, job: "timers" }, "session job failed"))
      .finally(() => {
        firing = false;
        running.delete(run);
      });
    running.add(run);
    return run;
  }

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
      started = true;
      const poll = setInterval(() => void fireDueTimersOnce(), intervals.timersMs);
      poll.unref();
      timers.push(poll);
      every(intervals.touchMs, touchConnected, "touch");
      every(intervals.expiryMs, deleteIdle, "expiry");
      if (deps.restoreHiddenSongs)
        every(intervals.expiryMs, deps.restoreHiddenSongs, "hidden songs");
    },
    async stop() {
      started = false;
      for (const timer of timers.splice(0)) clearInterval(timer);
      for (const wakeup of wakeups) clearTimeout(wakeup);
      wakeups.clear();
      await Promise.all(running);
    },
    wake(at) {
      if (!started) return;
      const wakeup = setTimeout(
        () => {
          wakeups.delete(wakeup);
          // A run in progress may have looked before this timer was due: look again after it.
          void Promise.all(running).then(() => fireDueTimersOnce());
        },
        Math.max(0, at - now()),
      );
      wakeup.unref();
      wakeups.add(wakeup);
    },
    async runOnce() {
      await touchConnected();
      await deleteIdle();
      await deps.restoreHiddenSongs?.();
      await fireDueTimers();
    },
  };
}
