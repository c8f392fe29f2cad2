// bench/relay: N sessions of 1 screen + 3 phones on loopback, each phone sending a command every
// 2 s, against the built cloud and, in the same run, against a bare socket.io server that only
// rebroadcasts (the floor). Fan-out latency = a phone's emit → the last of the session's 4 devices
// has the broadcast. Also the server's CPU and memory, idle and under load. See
// docs/performance.md for what is measured and how.
//
//   npm run bench:relay
//   npm run bench:relay -- --sessions 100,1000 --seconds 20 --targets cloud
//   npm run bench:relay -- --instances 1,3      # the cloud alone and as 3 instances over Redis
//
// Several instances share Redis ($REDIS_URL, else the local one) and one database: PostgreSQL
// with --database-url, else one SQLite file.
import { fork, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import {
  BULK_SONG_FETCH_LIMIT,
  type CreateSessionResponse,
  type Song,
  type SongsPageResponse,
} from "@encore/shared";
import { ms, summarize, type Summary } from "../lib/stats.js";
import {
  machineCpuMs,
  processUsage,
  ROOT,
  startCloud,
  startServer,
  type StartedCloud,
} from "../lib/processes.js";
import type { BenchSession, FromWorker, ToWorker, WorkerResult } from "./protocol.js";

const { values } = parseArgs({
  options: {
    sessions: { type: "string", default: "100,1000,3000" },
    instances: { type: "string", default: "1" },
    "database-url": { type: "string" },
    targets: { type: "string", default: "cloud,bare" },
    warmup: { type: "string", default: "10" },
    seconds: { type: "string", default: "30" },
    interval: { type: "string", default: "2000" },
    "sessions-per-worker": { type: "string", default: "1500" },
    /** Writes a V8 CPU profile of each server to bench/.work/relay/<server>-<N>/. */
    profile: { type: "boolean", default: false },
  },
});
const SESSION_COUNTS = values.sessions.split(",").map(Number);
const INSTANCE_COUNTS = values.instances.split(",").map(Number);
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const TARGETS = values.targets.split(",") as Target[];
const WARMUP_MS = Number(values.warmup) * 1000;
const MEASURE_MS = Number(values.seconds) * 1000;
const INTERVAL_MS = Number(values.interval);
const SESSIONS_PER_WORKER = Number(values["sessions-per-worker"]);
const DEVICES_PER_SESSION = 4;

const HERE = path.join(ROOT, "bench/relay");
const WORK = path.join(ROOT, "bench/.work/relay");
const SONGS_FILE = path.join(WORK, "songs.json");
const TSX = ["--conditions=source", "--import", "tsx"];
const MEMORY_HOOK = ["--expose-gc", "--import", pathToFileURL(`${HERE}/memory-hook.mjs`).href];

type Target = "cloud" | "bare";

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

interface RunResult {
  target: Target;
  /** Cloud instances sharing the sessions (1 for the bare server). */
  instances: number;
  sessions: number;
  workers: number;
  connectSeconds: number;
  connectFailures: number;
  memory: { before: Memory; sessionsOnly: Memory | null; idle: Memory; loaded: Memory };
  latency: Summary;
  sent: number;
  commandsPerSecond: number;
  eventsPerSecond: number;
  refused: Record<string, number>;
  failed: number;
  lost: number;
  skipped: number;
  disconnects: Record<string, number>;
  serverCpuPercent: number;
  serverRssMb: number;
  workersCpuPercent: number;
  /** What the rest of the machine used meanwhile (other processes), % of one core. */
  otherCpuPercent: number;
  workerLoopDelayP99: number;
  /** The server's event-loop delay (ms), second by second over the window (memory-hook.mjs). */
  serverLoop: LoopSecond[];
}

interface LoopSecond {
  t: number;
  p50: number;
  p99: number;
  max: number;
  heapMb: number;
}

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

async function pool<T>(items: T[], concurrency: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await run(items[next++] as T);
    }),
  );
}

function mergeCounts(records: Record<string, number>[]): Record<string, number> {
  const merged: Record<string, number> = {};
  for (const record of records) {
    for (const [key, count] of Object.entries(record)) merged[key] = (merged[key] ?? 0) + count;
  }
  return merged;
}

const total = (record: Record<string, number>) =>
  Object.values(record).reduce((sum, count) => sum + count, 0);

/** Garbage-collects the server (memory-hook.mjs) and reads what it keeps. */
async function readMemory(servers: StartedCloud[], file: string): Promise<Memory> {
  await sleep(2000); // let timers, sockets and buffers settle first
  const each = await Promise.all(
    servers.map(async (server, i) => {
      const own = `${file}.${i}`;
      rmSync(own, { force: true });
      server.child.kill("SIGUSR2");
      for (let waited = 0; !existsSync(own); waited += 20) {
        if (waited > 10_000) throw new Error("the server did not report its memory");
        await sleep(20);
      }
      return JSON.parse(readFileSync(own, "utf8")) as Memory;
    }),
  );
  // Several instances: what they keep together.
  const sum = (pick: (memory: Memory) => number) => each.reduce((t, m) => t + pick(m), 0);
  return {
    rss: sum((m) => m.rss),
    heapUsed: sum((m) => m.heapUsed),
    external: sum((m) => m.external),
    arrayBuffers: sum((m) => m.arrayBuffers),
  };
}

async function loadCatalogue(url: string): Promise<Song[]> {
  const response = await fetch(`${url}/api/songs?limit=${BULK_SONG_FETCH_LIMIT}`);
  const page = (await response.json()) as SongsPageResponse;
  if (page.songs.length < DEVICES_PER_SESSION) throw new Error("the demo catalogue is missing");
  return page.songs.sort((a, b) => a.db_id - b.db_id);
}

async function createSessions(url: string, count: number): Promise<string[]> {
  const codes: string[] = [];
  await pool(
    Array.from({ length: count }, (_, i) => i),
    16,
    async (i) => {
      const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const response = await fetch(`${url}/api/sessions`, {
        method: "POST",
        headers: { "X-Forwarded-For": address },
      });
      if (response.status !== 201) throw new Error(`POST /api/sessions: ${response.status}`);
      codes.push(((await response.json()) as CreateSessionResponse).code);
    },
  );
  return codes;
}

class Worker {
  readonly child: ChildProcess;
  private waiting = new Map<string, (message: FromWorker) => void>();

  constructor() {
    this.child = fork(path.join(HERE, "load-worker.ts"), [], { cwd: ROOT, execArgv: TSX });
    this.child.on("message", (message: FromWorker) => {
      const resolve = this.waiting.get(message.type);
      this.waiting.delete(message.type);
      resolve?.(message);
    });
  }

  post(message: ToWorker): void {
    this.child.send(message);
  }

  ask<T extends FromWorker["type"]>(
    message: ToWorker,
    answer: T,
  ): Promise<Extract<FromWorker, { type: T }>> {
    return new Promise((resolve, reject) => {
      this.waiting.set(answer, resolve as (message: FromWorker) => void);
      this.child.once("exit", (code) => reject(new Error(`load worker exited (${code})`)));
      this.post(message);
    });
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once("exit", resolve));
    this.post({ type: "close" });
    await Promise.race([exited, sleep(10_000)]);
    if (this.child.exitCode === null) this.child.kill("SIGKILL");
  }
}

async function startTarget(
  target: Target,
  instances: number,
  dir: string,
  memoryFile: string,
): Promise<StartedCloud[]> {
  const profile = values.profile ? ["--cpu-prof", `--cpu-prof-dir=${dir}`] : [];
  if (target === "cloud") {
    // Parties come from many addresses in life; the bench's all come from loopback, over the
    // per-address creation limit: TRUST_PROXY lets each creation name an address of its own.
    const shared: Record<string, string> = { DATA_DIR: dir, TRUST_PROXY: "1" };
    if (instances > 1) shared.REDIS_URL = REDIS_URL;
    if (values["database-url"]) shared.DATABASE_URL = values["database-url"];
    const started: StartedCloud[] = [];
    // One at a time: the first migrates and loads the demo catalogue, the others find them done.
    for (let i = 0; i < instances; i += 1) {
      started.push(
        await startCloud(
          {
            ...shared,
            SEED_CATALOGUE: i === 0 ? "1" : "0",
            BENCH_MEMORY_FILE: `${memoryFile}.${i}`,
          },
          [...MEMORY_HOOK, ...profile],
        ),
      );
    }
    return started;
  }
  // The floor for several instances: as many bare servers over the same Redis.
  const bare: StartedCloud[] = [];
  for (let i = 0; i < instances; i += 1) {
    bare.push(
      await startServer(
        [path.join(HERE, "bare-server.ts")],
        {
          BENCH_MEMORY_FILE: `${memoryFile}.${i}`,
          ...(instances > 1 ? { REDIS_URL } : {}),
          ...(existsSync(SONGS_FILE) ? { BENCH_SONGS: SONGS_FILE } : {}),
        },
        [...TSX, ...MEMORY_HOOK, ...profile],
      ),
    );
  }
  return bare;
}

async function run(target: Target, sessionCount: number, instances = 1): Promise<RunResult> {
  const name = instances > 1 ? `${target} ×${instances}` : target;
  const dir = path.join(WORK, `${target}-${instances}-${sessionCount}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const memoryFile = path.join(dir, "memory.json");
  const servers = await startTarget(target, instances, dir, memoryFile);
  const server = servers[0] as StartedCloud;
  const serverPids = servers.map((started) => started.child.pid as number);
  const urls = servers.map((started) => started.url);
  const workers: Worker[] = [];
  const log = (text: string) => console.log(`[${name} ${sessionCount}] ${text}`);
  try {
    const before = await readMemory(servers, memoryFile);

    let codes: string[];
    let sessionsOnly: Memory | null = null;
    let songIds = Array.from({ length: 656 }, (_, i) => i + 1);
    if (target === "cloud") {
      const songs = await loadCatalogue(server.url);
      writeFileSync(SONGS_FILE, JSON.stringify(songs));
      songIds = songs.map((song) => song.db_id);
      codes = await createSessions(server.url, sessionCount);
      sessionsOnly = await readMemory(servers, memoryFile);
    } else {
      codes = Array.from({ length: sessionCount }, (_, i) => `BARE${i}`);
    }
    const specs: BenchSession[] = codes.map((code, i) => {
      const song = (k: number) => songIds[(i * DEVICES_PER_SESSION + k) % songIds.length] as number;
      return { code, songs: [song(0), song(1), song(2), song(3)] };
    });

    const workerCount = Math.max(1, Math.ceil(sessionCount / SESSIONS_PER_WORKER));
    const connectStarted = performance.now();
    for (let i = 0; i < workerCount; i += 1) workers.push(new Worker());
    const connected = await Promise.all(
      workers.map((worker, i) =>
        worker.ask(
          {
            type: "connect",
            urls,
            sessions: specs.filter((_, s) => s % workerCount === i),
            concurrency: 25,
          },
          "connected",
        ),
      ),
    );
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    const connectFailures = connected.flatMap((answer) => answer.failures);
    log(
      `${DEVICES_PER_SESSION * sessionCount} sockets joined in ${connectSeconds.toFixed(1)} s` +
        (connectFailures.length ? `, ${connectFailures.length} sessions failed` : ""),
    );
    for (const failure of connectFailures.slice(0, 3)) log(`  ${failure}`);
    const idle = await readMemory(servers, memoryFile);

    if (target === "cloud") {
      const started = await Promise.all(
        workers.map((worker) => worker.ask({ type: "start-song" }, "started")),
      );
      const failures = started.flatMap((answer) => answer.failures);
      if (failures.length) log(`${failures.length} sessions could not start a song`);
    }

    for (const worker of workers) worker.post({ type: "load", intervalMs: INTERVAL_MS });
    await sleep(WARMUP_MS);
    const workerPids = workers.map((worker) => worker.child.pid as number);
    const machineBefore = await machineCpuMs();
    const usageBefore = await Promise.all([...serverPids, ...workerPids].map(processUsage));
    const windowStarted = performance.now();
    const windowStartedAt = Date.now();
    for (const worker of workers) worker.post({ type: "measure-start" });
    await sleep(MEASURE_MS);
    for (const worker of workers) worker.post({ type: "measure-stop" });
    const windowMs = performance.now() - windowStarted;
    const windowEndedAt = Date.now();
    const usageAfter = await Promise.all([...serverPids, ...workerPids].map(processUsage));
    const machineAfter = await machineCpuMs();
    const results: WorkerResult[] = (
      await Promise.all(
        workers.map((worker) => worker.ask({ type: "finish", drainMs: 5000 }, "result")),
      )
    ).map((answer) => answer.result);
    const loaded = await readMemory(servers, memoryFile);

    const cpuPercent = (i: number) =>
      ((usageAfter[i]!.cpuMs - usageBefore[i]!.cpuMs) / windowMs) * 100;
    const seconds = windowMs / 1000;
    const sum = (pick: (result: WorkerResult) => number) =>
      results.reduce((total, result) => total + pick(result), 0);
    const serverCount = servers.length;
    const result: RunResult = {
      target,
      instances: serverCount,
      sessions: sessionCount,
      workers: workerCount,
      connectSeconds,
      connectFailures: connectFailures.length,
      memory: { before, sessionsOnly, idle, loaded },
      latency: summarize(results.flatMap((r) => r.latencies)),
      sent: sum((r) => r.sent),
      commandsPerSecond: sum((r) => r.sent) / seconds,
      eventsPerSecond: sum((r) => r.events) / seconds,
      refused: mergeCounts(results.map((r) => r.refused)),
      failed: sum((r) => r.failed),
      lost: sum((r) => r.lost),
      skipped: sum((r) => r.skipped),
      disconnects: mergeCounts(results.map((r) => r.disconnects)),
      serverCpuPercent: serverPids.reduce((sum, _, i) => sum + cpuPercent(i), 0),
      serverRssMb: usageAfter.slice(0, serverCount).reduce((sum, usage) => sum + usage.rssMb, 0),
      workersCpuPercent: workerPids.reduce((sum, _, i) => sum + cpuPercent(serverCount + i), 0),
      otherCpuPercent: 0,
      workerLoopDelayP99: Math.max(...results.map((r) => r.loopDelay.p99)),
      serverLoop: servers
        .flatMap((_, i) => readFileSync(`${memoryFile}.${i}.loop.jsonl`, "utf8").split("\n"))
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LoopSecond)
        .filter((second) => second.t > windowStartedAt && second.t <= windowEndedAt + 1000),
    };
    result.otherCpuPercent =
      ((machineAfter - machineBefore) / windowMs) * 100 -
      result.serverCpuPercent -
      result.workersCpuPercent;
    log(
      `p50 ${ms(result.latency.p50)} ms, p99 ${ms(result.latency.p99)} ms, ` +
        `${Math.round(result.commandsPerSecond)} commands/s, server CPU ${Math.round(result.serverCpuPercent)}%, ` +
        `other processes ${Math.round(result.otherCpuPercent)}%`,
    );
    return result;
  } finally {
    await Promise.all(workers.map((worker) => worker.close()));
    await Promise.all(servers.map((started) => started.stop()));
  }
}

const label = (r: RunResult) => (r.instances > 1 ? `${r.target} ×${r.instances}` : r.target);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const kbPer = (bytes: number, count: number) => (bytes / 1024 / count).toFixed(1);

function tables(results: RunResult[]): string {
  const lines = [
    "| server | sessions | sockets | commands/s | events/s | p50 ms | p99 ms | max ms | refused / failed / lost / skipped / dropped | server CPU | server RSS | server loop max | load CPU | load loop p99 | other CPU |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of results) {
    lines.push(
      `| ${label(r)} | ${r.sessions} | ${r.sessions * DEVICES_PER_SESSION} | ${Math.round(r.commandsPerSecond)} | ` +
        `${Math.round(r.eventsPerSecond)} | ${ms(r.latency.p50)} | ${ms(r.latency.p99)} | ${ms(r.latency.max)} | ` +
        `${total(r.refused)} / ${r.failed} / ${r.lost} / ${r.skipped} / ${total(r.disconnects)} | ${Math.round(r.serverCpuPercent)}% | ` +
        `${r.serverRssMb.toFixed(0)} MB | ${ms(Math.max(0, ...r.serverLoop.map((second) => second.max)))} | ` +
        `${Math.round(r.workersCpuPercent)}% (${r.workers}) | ${ms(r.workerLoopDelayP99)} | ${Math.round(r.otherCpuPercent)}% |`,
    );
  }
  lines.push(
    "",
    "| server | sessions | RSS before | RSS, sessions only | RSS, idle devices | RSS after load | KB per session, no device | KB per idle session (4 sockets) | heap KB per idle session |",
    "|---|---|---|---|---|---|---|---|---|",
  );
  for (const r of results) {
    const { before, sessionsOnly, idle, loaded } = r.memory;
    lines.push(
      `| ${label(r)} | ${r.sessions} | ${mb(before.rss)} MB | ${sessionsOnly ? `${mb(sessionsOnly.rss)} MB` : "—"} | ` +
        `${mb(idle.rss)} MB | ${mb(loaded.rss)} MB | ` +
        `${sessionsOnly ? kbPer(sessionsOnly.rss - before.rss, r.sessions) : "—"} | ` +
        `${kbPer(idle.rss - before.rss, r.sessions)} | ${kbPer(idle.heapUsed - before.heapUsed, r.sessions)} |`,
    );
  }
  return lines.join("\n");
}

function verdicts(results: RunResult[]): string[] {
  const at = (target: Target, instances: number) =>
    results.find((r) => r.target === target && r.instances === instances && r.sessions === 1000);
  const lines: string[] = [];
  for (const instances of INSTANCE_COUNTS) {
    const cloud = at("cloud", instances);
    if (!cloud) continue;
    const bare = at("bare", instances);
    const where = instances > 1 ? ` (${instances} instances)` : "";
    const p99 = cloud.latency.p99;
    lines.push(
      `p99 at 1,000 sessions${where}: ${ms(p99)} ms (budget 50 ms): ${p99 <= 50 ? "met" : "MISSED"}`,
    );
    if (bare) {
      const ratio = p99 / bare.latency.p99;
      lines.push(
        `p99 vs the bare floor${where} (${ms(bare.latency.p99)} ms): ${ratio.toFixed(2)}× (budget 2×): ${ratio <= 2 ? "met" : "MISSED"}`,
      );
    }
    if (instances > 1) continue;
    const { before, sessionsOnly, idle } = cloud.memory;
    const perIdle = (idle.rss - before.rss) / 1024 / cloud.sessions;
    lines.push(
      `memory per idle session with its 4 devices: ${perIdle.toFixed(1)} KB (budget 20 KB): ${perIdle <= 20 ? "met" : "MISSED"}`,
    );
    if (sessionsOnly) {
      const perSession = (sessionsOnly.rss - before.rss) / 1024 / cloud.sessions;
      lines.push(
        `memory per idle session with no device: ${perSession.toFixed(1)} KB (budget 20 KB): ${perSession <= 20 ? "met" : "MISSED"}`,
      );
    }
  }
  return lines;
}

async function main(): Promise<void> {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  const results: RunResult[] = [];
  for (const sessionCount of SESSION_COUNTS) {
    for (const target of TARGETS) {
      for (const instances of INSTANCE_COUNTS)
        results.push(await run(target, sessionCount, instances));
    }
  }
  writeFileSync(path.join(WORK, "results.json"), JSON.stringify(results, null, 2));
  console.log(
    `\n${SESSION_COUNTS.join(", ")} sessions × (1 screen + 3 phones), a command per phone every ` +
      `${INTERVAL_MS / 1000} s; ${WARMUP_MS / 1000} s warm-up, ${MEASURE_MS / 1000} s measured\n`,
  );
  console.log(tables(results));
  console.log(`\n${verdicts(results).join("\n")}`);
  console.log(`\nall figures: ${path.relative(ROOT, path.join(WORK, "results.json"))}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
