// bench/relay burst: one party hammering the cloud. N phones (45) and a screen in one session
// with a long queue (420 songs); every phone sends its commands (20) at once, each a move that
// changes the whole queue every device is sent. Or (--kind queue) a party queueing at once: each
// phone queues songs of its own (40 phones × 5 songs). Meanwhile this process asks GET
// /api/health every 10 ms: the longest answer is the stall everyone else on the instance sees.
// Also what the cloud wrote (bytes, from /proc/<pid>/io), what the phones received, and whether
// every device ends on the same queue. docs/performance.md.
//
//   npm run bench:burst
//   npm run bench:burst -- --phones 45 --commands 20 --queue 420 --runs 3
//   npm run bench:burst -- --kind queue --phones 40 --commands 5 --queue 0
import { fork } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { CreateSessionResponse, SongsPageResponse } from "@encore/shared";
import { printProfile, type Profile } from "../lib/cpu-profile.js";
import { ROOT, startCloud } from "../lib/processes.js";
import { ms, summarize } from "../lib/stats.js";
import type { BurstResult, FromPhones, ToPhones } from "./burst-phones.js";

const { values } = parseArgs({
  options: {
    phones: { type: "string", default: "45" },
    commands: { type: "string", default: "20" },
    queue: { type: "string", default: "420" },
    runs: { type: "string", default: "3" },
    kind: { type: "string", default: "reorder" },
    // Writes the cloud's V8 CPU profile (bench/.work/relay-burst/<run>/*.cpuprofile) and prints
    // where its time went: for finding what the stall is made of.
    "cpu-prof": { type: "boolean", default: false },
  },
});
const PHONES = Number(values.phones);
const COMMANDS = Number(values.commands);
const QUEUE = Number(values.queue);
const RUNS = Number(values.runs);
if (values.kind !== "reorder" && values.kind !== "queue") throw new Error("--kind reorder|queue");
const KIND: "reorder" | "queue" = values.kind;
const WORK = path.join(ROOT, "bench/.work/relay-burst");
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

function bytesWritten(pid: number): number {
  const io = readFileSync(`/proc/${pid}/io`, "utf8");
  return Number(/^wchar:\s+(\d+)/m.exec(io)?.[1] ?? 0);
}

/** Asks /api/health back to back (10 ms apart) until stopped; answers each one's time (ms). */
function probeHealth(url: string): { stop: () => Promise<number[]> } {
  const times: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${url}/api/health`);
        await response.text();
      } catch (error) {
        // A kept-alive connection closed by the server as it was reused: asked again at once.
        console.log(`health: ${String((error as Error).cause ?? error)}`);
        continue;
      }
      times.push(performance.now() - started);
      await sleep(10);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return times;
    },
  };
}

interface LoopSecond {
  t: number;
  max: number;
  gcMaxMs: number;
  gcMaxKind: string;
}

/** The cloud's longest event-loop stall and GC pause over the burst, from memory-hook.mjs. */
function serverLoop(file: string, from: number, to: number) {
  const seconds = existsSync(file)
    ? readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LoopSecond)
        .filter((second) => second.t > from && second.t <= to + 1000)
    : [];
  const worst = seconds.reduce<LoopSecond | undefined>(
    (a, b) => (a && a.gcMaxMs >= b.gcMaxMs ? a : b),
    undefined,
  );
  return {
    maxMs: Math.max(0, ...seconds.map((second) => second.max)),
    gcMaxMs: worst?.gcMaxMs ?? 0,
    gcMaxKind: worst?.gcMaxKind ?? "",
  };
}

async function once(run: number) {
  const dir = path.join(WORK, String(run));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // The cloud's own event-loop delay and GC pauses, second by second (memory-hook.mjs).
  const memoryFile = path.join(dir, "memory.json");
  const hook = pathToFileURL(path.join(ROOT, "bench/relay/memory-hook.mjs")).href;
  const cloud = await startCloud(
    { DATA_DIR: dir, SEED_CATALOGUE: "1", BENCH_MEMORY_FILE: memoryFile },
    ["--import", hook, ...(values["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${dir}`] : [])],
  );
  const phones = fork(path.join(ROOT, "bench/relay/burst-phones.ts"), [], {
    cwd: ROOT,
    execArgv: ["--conditions=source", "--import", "tsx"],
  });
  const ask = (message: ToPhones) =>
    new Promise<FromPhones>((resolve) => {
      phones.once("message", resolve);
      phones.send(message);
    });
  try {
    const page = (await (
      await fetch(`${cloud.url}/api/songs?limit=1000`)
    ).json()) as SongsPageResponse;
    // The queue's songs (one playing), then the songs the phones queue in the burst.
    const wanted = QUEUE + 1 + (KIND === "queue" ? PHONES * COMMANDS : 0);
    const all = page.songs.map((song) => song.db_id).slice(0, wanted);
    if (all.length < wanted) throw new Error(`the demo catalogue has ${all.length} songs`);
    const songs = QUEUE > 0 ? all.slice(0, QUEUE + 1) : [];
    const burstSongs = all.slice(songs.length);
    const { code } = (await (
      await fetch(`${cloud.url}/api/sessions`, { method: "POST" })
    ).json()) as CreateSessionResponse;
    console.log(`[burst ${run}] filling a ${QUEUE}-song queue`);
    const ready = await ask({ type: "connect", url: cloud.url, code, phones: PHONES, songs });
    if (ready.type !== "ready") throw new Error(JSON.stringify(ready));
    const pid = cloud.child.pid as number;
    const idle = probeHealth(cloud.url);
    await sleep(1000);
    const idleTimes = await idle.stop();
    const writtenBefore = bytesWritten(pid);
    console.log(`[burst ${run}] ${PHONES} phones × ${COMMANDS} commands`);
    const burstStarted = Date.now();
    const probe = probeHealth(cloud.url);
    const answer = await ask({
      type: "burst",
      commands: COMMANDS,
      quietMs: 1000,
      kind: KIND,
      songs: burstSongs,
    });
    const times = await probe.stop();
    const burstEnded = Date.now();
    await sleep(1100); // the last second's line
    const written = bytesWritten(pid) - writtenBefore;
    if (answer.type !== "result") throw new Error(JSON.stringify(answer));
    const loop = serverLoop(`${memoryFile}.loop.jsonl`, burstStarted, burstEnded);
    return {
      loop,
      queue: ready.queueLength,
      idle: summarize(idleTimes),
      health: summarize(times),
      written,
      ...answer.result,
    };
  } finally {
    phones.send({ type: "close" } satisfies ToPhones);
    await sleep(300);
    phones.kill();
    await cloud.stop();
    if (values["cpu-prof"]) printCloudProfile(dir);
  }
}

/** The profile --cpu-prof wrote when the cloud exited: where the burst's time went. */
function printCloudProfile(dir: string) {
  const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) return console.log("no CPU profile was written");
  console.log(`cloud CPU profile: ${path.join(dir, file)}`);
  printProfile(JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Profile, {
    top: 40,
    stretchMin: 40,
  });
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main() {
  rmSync(WORK, { recursive: true, force: true });
  const rows: string[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const r: BurstResult & Awaited<ReturnType<typeof once>> = await once(run);
    console.log(`[burst ${run}] ${JSON.stringify({ ...r, refused: r.refused })}`);
    rows.push(
      `| ${run} | ${r.queue} | ${r.acknowledged} / ${Object.values(r.refused).reduce((a, b) => a + b, 0)} / ${r.failed} | ` +
        `${ms(r.idle.max)} | ${ms(r.health.p50)} | ${ms(r.health.p99)} | **${ms(r.health.max)}** | ` +
        `${ms(r.loop.maxMs)} | ${ms(r.loop.gcMaxMs)} (${r.loop.gcMaxKind}) | ` +
        `${mb(r.written)} MB | ${mb(r.receivedBytes)} MB | ${r.receivedEvents} | ${(r.durationMs / 1000).toFixed(1)} s | ` +
        `${r.shownMin}–${r.shownMax} | ${r.converged} / ${PHONES + 1} | ${r.errors} |`,
    );
  }
  console.log(
    `\n${PHONES} phones + a screen, ${COMMANDS} ${KIND === "queue" ? "songs queued" : "moves"} per phone at once, a ${QUEUE}-song queue before\n`,
  );
  console.log(
    "| run | queue | acknowledged / refused / failed | health idle max ms | health p50 | health p99 | health max ms | cloud loop max ms | longest GC ms | cloud wrote | phones received | events received | burst lasted | songs shown | devices converged | ERRORs |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  console.log(rows.join("\n"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
