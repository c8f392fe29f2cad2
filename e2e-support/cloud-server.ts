// The cloud as users run it (`node cloud/dist/main.js`, serving the built screen), one per test,
// on a fixed port and data folder so a test can kill it and start it again.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.js";

const repoRoot = fileURLToPath(new URL("../", import.meta.url));

export class CloudServer {
  private child: ChildProcess | null = null;
  private output = "";

  private constructor(
    readonly url: string,
    private readonly env: Record<string, string>,
  ) {}

  static async start(extraEnv: Record<string, string> = {}): Promise<CloudServer> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = new CloudServer(url, {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "encore-e2e-")),
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      ...extraEnv,
    });
    await server.launch();
    return server;
  }

  /** Starts the process and waits until /api/health answers. */
  async launch(): Promise<void> {
    this.child = spawn(process.execPath, [path.join(repoRoot, "cloud/dist/main.js")], {
      cwd: repoRoot,
      env: { ...process.env, ...this.env },
      stdio: "pipe",
    });
    this.child.stdout?.on("data", (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr?.on("data", (chunk: Buffer) => (this.output += chunk.toString()));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`cloud exited: ${this.output}`);
      try {
        const response = await fetch(`${this.url}/api/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`cloud did not start: ${this.output}`);
  }

  /** Ends the process: SIGKILL is a crash (nothing flushed), SIGTERM a clean stop. */
  async stop(signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
  }

  logs(): string {
    return this.output;
  }

  /** DATA_DIR of this cloud: its SQLite file and its mail outbox. */
  get dataDir(): string {
    return this.env.DATA_DIR ?? "";
  }
}
