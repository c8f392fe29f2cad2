// Starting the built cloud and its CLIs as child processes, the way `npm start` runs them.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const CLOUD_MAIN = `${ROOT}/cloud/dist/main.js`;

export interface StartedCloud {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

export async function startCloud(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<StartedCloud> {
  return startServer([CLOUD_MAIN], env, nodeArgs);
}

/**
 * Starts a Node server (`node …nodeArgs …entry`) that logs its address as `"url":"http://…"`, as
 * the cloud does, and resolves once it has.
 */
export async function startServer(
  entry: string[],
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<StartedCloud> {
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on("exit", (code) => reject(new Error(`cloud exited (${code}): ${output}`)));
  });
  return {
    child,
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.on("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export async function runNode(args: string[], env: Record<string, string>): Promise<number | null> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: "inherit",
  });
  return new Promise((resolve) => child.on("exit", resolve));
}

/** CPU time (user + system, ms) and resident memory (MB) of a process, from /proc. */
export async function processUsage(pid: number): Promise<{ cpuMs: number; rssMb: number }> {
  const { readFile } = await import("node:fs/promises");
  const stat = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]?.split(" ") ?? [];
  const ticks = Number(stat[11]) + Number(stat[12]);
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { cpuMs: (ticks * 1000) / 100, rssMb: rssKb / 1024 };
}

/** CPU time (ms) every process of the machine has used, all cores together, from /proc/stat. */
export async function machineCpuMs(): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const fields = (await readFile("/proc/stat", "utf8")).split("\n")[0]?.trim().split(/\s+/) ?? [];
  // cpu user nice system idle iowait irq softirq steal …: everything but idle and iowait.
  const ticks = fields.slice(1, 9).map(Number);
  const busy = ticks.reduce((sum, value) => sum + value, 0) - (ticks[3] ?? 0) - (ticks[4] ?? 0);
  return (busy * 1000) / 100;
}
