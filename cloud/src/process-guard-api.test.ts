// The process as `npm start` runs it survives the 100-byte request that once killed it, and the
// last-resort handlers log what escaped instead of letting it end every party.
import { EventEmitter } from "node:events";
import { rm } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger.js";
import { keepServingAfterStrayErrors } from "./process-guard.js";
import { startCloudProcess, PROCESS_TEST_TIMEOUT_MS } from "./test-support/cloud-process.js";
import { rawRequest, truncatedBomb } from "./test-support/raw-http.js";
import { makeDataDir } from "./test-support/test-server.js";

// These tests run the cloud from source as a process, which a loaded machine slows down.
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS, hookTimeout: PROCESS_TEST_TIMEOUT_MS });

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0)) await step();
});

describe("the cloud process", () => {
  it("still serves 3 s after a gzip body cut short, and has not exited", async () => {
    const dataDir = await makeDataDir();
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const cloud = await startCloudProcess({ DATA_DIR: dataDir, PORT: "0", SEED_CATALOGUE: "0" });
    cleanup.push(() => cloud.kill("SIGKILL"));
    for (const encoding of ["gzip", "deflate"]) {
      const answer = await rawRequest(`${cloud.url}/api/sessions`, {
        headers: { "content-type": "application/json", "content-encoding": encoding },
        body: truncatedBomb(gzipSync),
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(cloud.child.exitCode).toBeNull();
    expect(cloud.child.signalCode).toBeNull();
    const health = await fetch(`${cloud.url}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(cloud.output()).not.toContain("Z_BUF_ERROR");
  });
});

describe("keepServingAfterStrayErrors", () => {
  it("logs an uncaught exception and an unhandled rejection instead of exiting", () => {
    const lines: string[] = [];
    const logger = createLogger("error", { write: (line: string) => void lines.push(line) });
    const fakeProcess = new EventEmitter();
    keepServingAfterStrayErrors(logger, fakeProcess);
    expect(
      fakeProcess.emit("uncaughtException", new Error("stray stream error"), "uncaughtException"),
    ).toBe(true);
    expect(fakeProcess.emit("unhandledRejection", new Error("forgotten promise"))).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain("stray stream error");
    expect(lines[0]).toContain("still serving");
    expect(lines[1]).toContain("forgotten promise");
  });
});
