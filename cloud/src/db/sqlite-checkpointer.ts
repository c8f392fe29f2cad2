// SQLite's checkpoints (copying the write-ahead log back into the database file, with an fsync)
// run inside whichever commit crosses 1,000 log pages: on the server that is the event loop, and
// every one was a 5–10 ms stall of every party's commands (docs/performance.md, Live relay). The
// server's connection turns them off and a worker thread, with a connection of its own, runs them
// instead. A passive checkpoint never blocks the writer; run again as soon as one ends while the
// log still has pages to copy, it catches up between two commits, and the next commit then starts
// the log over. Should the worker stop, the connection checkpoints for itself again.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type SQLite from "better-sqlite3";

/** How often the worker looks at the log when it found nothing to copy. */
export const CHECKPOINT_IDLE_MS = 100;
/** How soon it checks again when the log moved since the last checkpoint. */
export const CHECKPOINT_BUSY_MS = 5;
/**
 * Log pages (4 KB each) past which the worker holds writers back for a moment to start the log
 * over, should passive checkpoints keep missing the gap between two commits.
 */
export const CHECKPOINT_RESTART_PAGES = 10_000;
/** SQLite's own default, restored when the worker is gone. */
const AUTOCHECKPOINT_PAGES = 1000;

// Plain CommonJS for an eval'd worker: it runs the same from the built files and from the sources
// under test, with no loader.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma("busy_timeout = 5000");
let stopped = false;
parentPort.on("message", () => { stopped = true; });
let lastLog = -1;
function step() {
  if (stopped) { db.close(); parentPort.close(); return; }
  let [result] = db.pragma("wal_checkpoint(PASSIVE)");
  // Commits landed during the copy, so the log could not start over: past the limit, copy the
  // last pages with writers held back (a few pages, most are copied already) and start it over.
  if (result.log >= workerData.restartAt) [result] = db.pragma("wal_checkpoint(RESTART)");
  // The log moved since last time: go again soon, to catch up between two commits.
  const moved = result.log !== lastLog;
  lastLog = result.log;
  setTimeout(step, moved ? workerData.busyMs : workerData.idleMs);
}
step();
`;

export interface BackgroundCheckpointer {
  stop(): Promise<void>;
}

export function startBackgroundCheckpoints(
  connection: SQLite.Database,
  file: string,
  onError: (error: unknown) => void = () => undefined,
  restartPages = CHECKPOINT_RESTART_PAGES,
): BackgroundCheckpointer {
  connection.pragma("wal_autocheckpoint = 0");
  // When the log starts over, its file is cut back to 64 MB instead of staying at its largest.
  connection.pragma("journal_size_limit = 67108864");
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      file,
      driver,
      idleMs: CHECKPOINT_IDLE_MS,
      busyMs: CHECKPOINT_BUSY_MS,
      restartAt: restartPages,
    },
  });
  // The worker must never keep the process alive on its own.
  worker.unref();
  let stopping = false;
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  worker.on("error", (error) => {
    if (connection.open) connection.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
    onError(error);
  });
  void exited.then(() => {
    if (!stopping && connection.open)
      connection.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  });
  return {
    async stop() {
      stopping = true;
      worker.postMessage("stop");
      await exited;
    },
  };
}
