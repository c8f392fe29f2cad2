// The built cloud for the screen benches: a temporary DATA_DIR, a free port on loopback, the demo
// catalogue, and PUBLIC_URL set to that address (the join card's QR names it).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../e2e-support/free-port.js";
import { startCloud } from "../lib/processes.js";

export interface BenchCloud {
  url: string;
  /** Where its mails land (outbox/*.eml): the browsing bench signs a user up. */
  dataDir: string;
  stop(): Promise<void>;
}

export async function startBenchCloud(extraEnv: Record<string, string> = {}): Promise<BenchCloud> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "encore-bench-screen-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const cloud = await startCloud({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: url,
    SEED_CATALOGUE: "1",
    ...extraEnv,
  });
  return {
    url,
    dataDir,
    stop: async () => {
      await cloud.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
