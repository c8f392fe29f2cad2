#!/usr/bin/env node
// What a person does first, checked (issue 15 item 4): `npm start` in a fresh clone builds and
// starts the cloud, which then serves the screen at `/`, the remote at `/remote/` and
// `/api/health`. Starts it on a free port with a temporary DATA_DIR, asks, stops it, and prints
// `N passed, N failed`.
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

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "encore-start-"));
const base = `http://127.0.0.1:${port}`;
console.log(`npm start (node ${process.version}) on ${base}`);
// Its own process group, so stopping it stops npm's child (the cloud) too.
const child = spawn("npm", ["start"], {
  cwd: root,
  detached: true,
  stdio: "inherit",
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base },
});
let exited = null;
child.on("exit", (code) => (exited = code ?? 1));

async function get(pathname) {
  try {
    const response = await fetch(base + pathname);
    return { status: response.status, text: await response.text() };
  } catch {
    return null;
  }
}

const checks = [];
const deadline = Date.now() + STARTUP_LIMIT_MS;
let health = null;
while (Date.now() < deadline && exited === null) {
  health = await get("/api/health");
  if (health) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
checks.push(["/api/health answers 200", health?.status === 200]);
const screen = await get("/");
checks.push([
  "/ serves the screen's page",
  screen?.status === 200 && /<div id="root"><\/div>/.test(screen.text),
]);
const remote = await get("/remote/");
checks.push([
  "/remote/ serves the remote's page",
  remote?.status === 200 && /manifest/.test(remote.text),
]);

try {
  process.kill(-child.pid, "SIGTERM");
} catch {
  // Already gone.
}
rmSync(dataDir, { recursive: true, force: true });
for (const [name, ok] of checks) console.log(`${ok ? "✓" : "✘"} ${name}`);
const passed = checks.filter(([, ok]) => ok).length;
console.log(`${passed} passed, ${checks.length - passed} failed`);
process.exit(passed === checks.length ? 0 : 1);
