// Gauges read at each scrape from the state the cloud already holds: the socket.io rooms of the
// sessions, socket.io's sockets, the database's pools, and the readiness check's own answer.
// Nothing is counted a second time, to drift apart.
import { Gauge, type Registry } from "prom-client";
import type { DatabaseHandle, PoolCounts } from "../db/database-handle.js";
import { checkReadiness } from "../health/readiness.js";
import type { Presence } from "../sessions/socket/presence.js";
import type { SessionServer } from "../sessions/socket/socket-types.js";
import type { Metrics } from "./metrics.js";

export interface WatchedState {
  sessions: { io: SessionServer; presence: Pick<Presence, "localSessionCodes"> };
  database: Pick<DatabaseHandle, "db" | "pools">;
}

export function watchState(metrics: Pick<Metrics, "registry">, state: WatchedState): void {
  const registers = [metrics.registry];
  const { io, presence } = state.sessions;
  new Gauge({
    name: "encore_live_parties",
    help: "Parties with a device connected to this instance.",
    registers,
    collect() {
      this.set(presence.localSessionCodes().length);
    },
  });
  new Gauge({
    name: "encore_connected_sockets",
    help: "socket.io connections open on this instance.",
    registers,
    collect() {
      this.set(io.of("/").sockets.size);
    },
  });
  const pools = state.database.pools;
  if (pools) watchPools(registers, pools);
  // Last: a scrape starts the gauges' reads in this order, so the pools are read before this
  // query takes a connection from them.
  new Gauge({
    name: "encore_ready",
    help: "1 when GET /api/ready would answer ready (the database answers), else 0.",
    registers,
    async collect() {
      this.set((await checkReadiness(state.database.db)).ready ? 1 : 0);
    },
  });
}

function watchPools(registers: Registry[], pools: () => PoolCounts[]): void {
  const poolGauge = (name: string, help: string, read: (counts: PoolCounts) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["pool"],
      registers,
      collect() {
        this.reset();
        for (const counts of pools()) this.set({ pool: counts.pool }, read(counts));
      },
    });
  poolGauge(
    "encore_db_pool_connections",
    "Connections a database pool holds (SQLite: catalogue read workers), by pool.",
    (counts) => counts.total,
  );
  poolGauge(
    "encore_db_pool_idle",
    "Of those, the ones free now, by pool.",
    (counts) => counts.idle,
  );
  poolGauge(
    "encore_db_pool_waiting",
    "Queries waiting for a free connection (SQLite: reads waiting for a worker), by pool.",
    (counts) => counts.waiting,
  );
}
