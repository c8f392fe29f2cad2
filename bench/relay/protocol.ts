// Messages between bench/relay/run.ts and its load workers (child processes, over IPC).

export interface BenchSession {
  code: string;
  /** db_ids: [0] the song the screen starts with, [1..3] the one each phone queues and removes. */
  songs: [number, number, number, number];
}

export type ToWorker =
  | {
      type: "connect";
      /** The instances: device i of the k-th session connects to urls[(k + i) % urls.length]. */
      urls: string[];
      sessions: BenchSession[];
      /** Sessions joining at once. */
      concurrency: number;
    }
  /** The screen queues songs[0], which starts at once (the cloud's 0 → 1 rule). */
  | { type: "start-song" }
  | { type: "load"; intervalMs: number }
  | { type: "measure-start" }
  | { type: "measure-stop" }
  /** Stop sending, let the commands of the window arrive, report. */
  | { type: "finish"; drainMs: number }
  | { type: "close" };

export interface WorkerResult {
  /** Fan-out latency (ms) of every command sent in the window that reached all 4 devices. */
  latencies: number[];
  sent: number;
  /** Refused by the server (ERROR + ack { ok: false }), by message. */
  refused: Record<string, number>;
  /** Commands that failed on the client (no acknowledgement in time). */
  failed: number;
  /** Sent in the window but never seen by all 4 devices within the drain time. */
  lost: number;
  /** Ticks skipped because the phone's previous command had not reached everyone yet. */
  skipped: number;
  /** Events received by all devices in the window. */
  events: number;
  /** Sockets that dropped in the window, by socket.io's reason. */
  disconnects: Record<string, number>;
  windowMs: number;
  /** This worker's event-loop delay in the window (ms). */
  loopDelay: { p50: number; p99: number; max: number };
}

export type FromWorker =
  | { type: "connected"; sessions: number; failures: string[] }
  | { type: "started"; failures: string[] }
  | { type: "result"; result: WorkerResult };
