// The newest import as the back office follows it (docs/admin.md, "Importing"): the one this
// instance runs, told as it changes; or the database's newest, read again every few seconds while
// it runs on another instance (or has just ended here).
import type { AdminImportState } from "@encore/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { newestRun, runById } from "./import-runs.js";
import type { ImportListener, ImportRunner } from "./import-runner.js";

export const POLL_EVERY_MS = 2_000;

export interface ImportFeed {
  /** The import running here, else the newest in the database; null before any. */
  current(): Promise<AdminImportState | null>;
  /**
   * Tells `listener` every change of the import `id` until it ends, its final state last.
   * Returns the stop.
   */
  follow(id: number, listener: ImportListener): () => void;
}

export function createImportFeed(deps: {
  runner: ImportRunner;
  db: Kysely<Database>;
  pollEveryMs?: number;
  onError: (error: unknown) => void;
}): ImportFeed {
  const { runner, db } = deps;

  function poll(id: number, listener: ImportListener): () => void {
    let told = "";
    let reading = false;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearInterval(timer);
    };
    const read = async () => {
      const state = await runById(db, id);
      if (stopped) return;
      if (!state) return stop();
      const text = JSON.stringify(state);
      if (text !== told) {
        told = text;
        listener(state);
      }
      if (state.status !== "running") stop();
    };
    const timer = setInterval(() => {
      if (reading) return;
      reading = true;
      read()
        .catch(deps.onError)
        .finally(() => (reading = false));
    }, deps.pollEveryMs ?? POLL_EVERY_MS);
    timer.unref();
    return stop;
  }

  return {
    async current() {
      return runner.running() ?? (await newestRun(db));
    },

    follow(id, listener) {
      if (runner.running()?.id !== id) return poll(id, listener);
      return runner.subscribe((state) => {
        if (state.id === id) listener(state);
      });
    },
  };
}
