// The cloud as a separate process, for tests that kill it: started from source on a fixed port,
// so clients find it again after a restart.
import type { ChildProcess } from "node:child_process";
import { withTestDatabase } from "./test-postgres.js";
import { PROCESS_START_MS, spawnEntry } from "./run-entry.js";

export { PROCESS_TEST_TIMEOUT_MS } from "./run-entry.js";

export { freePort } from "../../../e2e-support/free-port.js";

export interface CloudProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

export async function startCloudProcess(env: Record<string, string>): Promise<CloudProcess> {
  const child = spawnEntry("main.ts", [], {
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    ...(await withTestDatabase(env)),
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL"); // never leave a half-started cloud behind
      reject(new Error(`cloud did not start: ${output}`));
    }, PROCESS_START_MS);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(https?:\/\/[^"]+)"/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`cloud exited with ${code}: ${output}`));
    });
  });
  return {
    child,
    url,
    output: () => output,
    kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null)
        return Promise.resolve(child.exitCode);
      const exited = new Promise<number | null>((resolve) =>
        child.once("exit", (code) => resolve(code)),
      );
      child.kill(signal);
      return exited;
    },
  };
}
