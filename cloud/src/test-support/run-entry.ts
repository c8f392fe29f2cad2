// Runs one of the cloud's entry points (a CLI, the server) from its TypeScript source in a child
// process, as `npm start` and `npm run import` run the built ones.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { withTestDatabase } from "./test-postgres.js";

export const CLOUD_SRC = fileURLToPath(new URL("..", import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * How long a cloud started from source may take to listen: it compiles as it loads, which a
 * loaded 2-core machine stretches from about two seconds to tens of seconds.
 */
export const PROCESS_START_MS = 60_000;
/** A test that runs an entry point as a process (once or several times) may take this long. */
export const PROCESS_TEST_TIMEOUT_MS = 180_000;

export function spawnEntry(
  entry: string,
  args: string[],
  env: Record<string, string>,
): ChildProcess {
  return spawn(
    process.execPath,
    ["--conditions=source", "--import", "tsx", `${CLOUD_SRC}/${entry}`, ...args],
    { cwd: REPO_ROOT, env: { ...process.env, LOG_LEVEL: "warn", ...env }, stdio: "pipe" },
  );
}

export async function runEntry(
  entry: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnEntry(entry, args, await withTestDatabase(env));
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  return { code, stdout, stderr };
}
