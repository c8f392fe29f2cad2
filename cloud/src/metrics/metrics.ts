// The cloud's Prometheus metrics (docs/deploy.md, "Metrics"), made only when METRICS_TOKEN is set.
// Each service has a registry of its own, never prom-client's global one: servers started side by
// side in one process (the tests) must not count into each other's numbers.
import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

/** Seconds: a command answers in milliseconds (a broadcast tick is 50 ms), a slow one in seconds. */
const COMMAND_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a search takes milliseconds on SQLite, tens of them for broad prefixes on PostgreSQL. */
const SEARCH_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export interface Metrics {
  registry: Registry;
  /** Socket events received, by event name (commands, joins and new parties). */
  commands: Counter<"event">;
  /** From an event's arrival to its answer (the acknowledgement or the ERROR), by event name. */
  commandSeconds: Histogram<"event">;
  /** Events refused with an ERROR, by its code (docs/protocol.md#error-codes). */
  refusals: Counter<"code">;
  /** Catalogue searches, from the query to the ranked page. */
  searchSeconds: Histogram;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  // The process's own: CPU, memory, event-loop lag, handles, garbage collection.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    commands: new Counter({
      name: "encore_commands_total",
      help: "Socket events received (session commands, joins, new parties), by event name.",
      labelNames: ["event"],
      registers,
    }),
    commandSeconds: new Histogram({
      name: "encore_command_duration_seconds",
      help: "Time from a socket event's arrival to its answer, by event name.",
      labelNames: ["event"],
      buckets: COMMAND_BUCKETS,
      registers,
    }),
    refusals: new Counter({
      name: "encore_command_refusals_total",
      help: "Socket events refused with an ERROR, by its code (the reason).",
      labelNames: ["code"],
      registers,
    }),
    searchSeconds: new Histogram({
      name: "encore_search_duration_seconds",
      help: "Catalogue searches (GET /api/search, GET /api/songs?q=), in seconds.",
      buckets: SEARCH_BUCKETS,
      registers,
    }),
  };
}
