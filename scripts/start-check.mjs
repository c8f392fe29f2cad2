#!/usr/bin/env node
// What a person does first, checked: `npm start` in a fresh clone builds and starts the cloud,
// which then serves the screen at `/`, the remote at `/remote/` and `/api/health`. Then what a TV
// PC does at every boot: `npm start` again on the tree it built, which builds nothing
// (scripts/build-steps.mjs) and answers at once. Starts it on a free port with a temporary
// DATA_DIR, asks, stops it, and prints `N passed, N failed`.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const STARTUP_LIMIT_MS = 300_000;

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), "encore-start-"));
const checks = [];

/** One `npm start`: its time to a healthy answer, the lines its build wrote, and `get`. */
async function started(label) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(`${label}: npm start (node ${process.version}) on ${base}`);
  const t0 = Date.now();
  // Its own process group, so stopping it stops npm's child (the cloud) too.
  const child = spawn("npm", ["start"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "inherit", "pipe"],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  let exited = null;
  const gone = new Promise((resolve) =>
    child.on("exit", (code) => {
      exited = code ?? 1;
      resolve();
    }),
  );

  async function get(pathname) {
    try {
      const response = await fetch(base + pathname);
      return { status: response.status, text: await response.text() };
    } catch {
      return null;
    }
  }

  const deadline = Date.now() + STARTUP_LIMIT_MS;
  let health = null;
  while (Date.now() < deadline && exited === null) {
    health = await get("/api/health");
    if (health) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`${label}: /api/health answered after ${seconds} s`);
  return {
    health,
    get,
    built: stderr.split("\n").filter((line) => line.startsWith("Building")),
    async stop() {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
      await gone;
    },
  };
}

const fresh = await started("fresh clone");
checks.push(["/api/health answers 200", fresh.health?.status === 200]);
const screen = await fresh.get("/");
checks.push([
  "/ serves the screen's page",
  screen?.status === 200 && /<div id="root"><\/div>/.test(screen.text),
]);
const remote = await fresh.get("/remote/");
checks.push([
  "/remote/ serves the remote's page",
  remote?.status === 200 && /manifest/.test(remote.text),
]);
await fresh.stop();

const again = await started("built tree");
checks.push(["npm start again answers /api/health", again.health?.status === 200]);
checks.push([
  `npm start again builds nothing${again.built.length ? ` (it did: ${again.built.join("; ")})` : ""}`,
  again.built.length === 0,
]);
await again.stop();

rmSync(dataDir, { recursive: true, force: true });
for (const [name, ok] of checks) console.log(`${ok ? "✓" : "✘"} ${name}`);
const passed = checks.filter(([, ok]) => ok).length;
console.log(`${passed} passed, ${checks.length - passed} failed`);
process.exit(passed === checks.length ? 0 : 1);
