// bench/start: how long `npm start` takes, on a tree that is already built, from the command to
// the first 200 of /api/health: what a TV PC that starts the cloud at boot waits for each time.
// Budget: 3 s (docs/performance.md, Start). Also, to see where the time goes: the same without
// npm (`node scripts/start.mjs`), the cloud alone (`node cloud/dist/main.js`), a first start on
// an empty DATA_DIR (migrations and the demo catalogue), and the start as it was before
// (`npm run build` every time, then the cloud).
//
//   npm run bench:start                  # 7 runs of each
//   npm run bench:start -- --runs 15 --no-before
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "../../e2e-support/free-port.js";
import { ROOT } from "../lib/processes.js";
import { summarize } from "../lib/stats.js";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "7" },
    "no-before": { type: "boolean", default: false },
  },
});
const RUNS = Number(values.runs);
const BUDGET_MS = 3000;
const WORK = path.join(ROOT, "bench/.work/start");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

/**
 * CPU time (user + system, ms) a process group has used so far: its live processes, and the
 * children they have waited for (npm's `prestart`). Less moved by the rest of the machine's load
 * than the wall clock. Linux only (/proc); NaN elsewhere.
 */
function groupCpuMs(group: number): number {
  let ticks = 0;
  try {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      } catch {
        continue; // gone meanwhile
      }
      // After the command's name in parentheses: state ppid pgrp … utime stime cutime cstime.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== group) continue;
      ticks += [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
    }
  } catch {
    return Number.NaN;
  }
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

interface Run {
  ms: number;
  cpuMs: number;
  /** Lines the build wrote: on a built tree there must be none. */
  built: string[];
}

/** One start: the command in its own process group, timed to the first healthy answer, stopped. */
async function timeStart(command: string[], dataDir: string): Promise<Run> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0] ?? "", command.slice(1), {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  let exited = false;
  const gone = new Promise<void>((resolve) =>
    child.on("exit", () => {
      exited = true;
      resolve();
    }),
  );
  while (!(await healthy(port))) {
    if (exited) throw new Error(`${command.join(" ")} exited before answering:\n${stderr}`);
    if (performance.now() - started > 300_000) throw new Error("no answer within 5 minutes");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ms = performance.now() - started;
  const cpuMs = child.pid === undefined ? Number.NaN : groupCpuMs(child.pid);
  if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
  await gone;
  const built = stderr.split("\n").filter((line) => line.startsWith("Building"));
  return { ms, cpuMs, built };
}

interface Row {
  name: string;
  runs: number[];
  cpu: number[];
  note?: string;
}

const rows: Row[] = [];

async function measure(name: string, command: string[], runs: number, fresh: boolean) {
  const dataDir = path.join(WORK, "data");
  const samples: number[] = [];
  const cpu: number[] = [];
  const builds = new Set<string>();
  for (let i = 0; i < runs; i += 1) {
    if (fresh) rmSync(dataDir, { recursive: true, force: true });
    const run = await timeStart(command, dataDir);
    samples.push(run.ms);
    cpu.push(run.cpuMs);
    for (const line of run.built) builds.add(line);
  }
  const note = builds.size > 0 ? `built: ${[...builds].join("; ")}` : undefined;
  rows.push({ name, runs: samples, cpu, ...(note ? { note } : {}) });
  console.log(`  ${name}: ${samples.map((ms) => Math.round(ms)).join(", ")} ms`);
}

mkdirSync(WORK, { recursive: true });
const load = loadavg().map((value) => value.toFixed(1));
console.log(`bench:start, Node ${process.version}, load average ${load.join(" ")}`);
// The data folder exists and holds the demo catalogue before the timed starts, as on any start
// but the first.
rmSync(path.join(WORK, "data"), { recursive: true, force: true });
await timeStart([npm, "start"], path.join(WORK, "data"));

await measure("npm start (built tree)", [npm, "start"], RUNS, false);
await measure("node scripts/start.mjs", [process.execPath, "scripts/start.mjs"], RUNS, false);
await measure("node cloud/dist/main.js", [process.execPath, "cloud/dist/main.js"], RUNS, false);
await measure("npm start, empty DATA_DIR", [npm, "start"], Math.min(RUNS, 3), true);
if (!values["no-before"]) {
  // What `npm start` was: `npm run build && node cloud/dist/main.js`, building everything.
  const before = ["sh", "-c", `${npm} run -s build && exec node cloud/dist/main.js`];
  await measure("before: full build, then the cloud", before, Math.min(RUNS, 3), false);
}
rmSync(path.join(WORK, "data"), { recursive: true, force: true });

console.log(
  `\n| ${"start → health (ms)".padEnd(35)} | runs | min    | median | max    | CPU, median |`,
);
console.log(`| ${"-".repeat(35)} | ---- | ------ | ------ | ------ | ----------- |`);
for (const row of rows) {
  const s = summarize(row.runs);
  const sorted = [...row.runs].sort((a, b) => a - b);
  const cells = [sorted[0] ?? NaN, s.p50, s.max].map((ms) => String(Math.round(ms)).padStart(6));
  const cpu = String(Math.round(summarize(row.cpu).p50)).padStart(11);
  console.log(
    `| ${row.name.padEnd(35)} | ${String(row.runs.length).padStart(4)} | ${cells.join(" | ")} | ${cpu} |`,
  );
  if (row.note) console.log(`  (${row.note})`);
}
const main = rows[0];
const median = main ? summarize(main.runs).p50 : NaN;
const quiet = !main?.note;
console.log(
  `\nnpm start on a built tree: median ${Math.round(median)} ms, budget ${BUDGET_MS} ms: ` +
    `${median <= BUDGET_MS && quiet ? "met" : "NOT met"}${quiet ? "" : " (it built something)"}`,
);
console.log(
  `load average after: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")}`,
);
