// `npm run feedback -- …` as the reviewer runs it, against a service's database.
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { signedInUser } from "../test-support/accounts-fixtures.js";
import { runEntry, PROCESS_TEST_TIMEOUT_MS } from "../test-support/run-entry.js";
import { makeDataDir, startTestServer, type TestServer } from "../test-support/test-server.js";

// These tests run the cloud from source as a process, which a loaded machine slows down.
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS, hookTimeout: PROCESS_TEST_TIMEOUT_MS });

let dataDir: string;
let server: TestServer;

beforeAll(async () => {
  dataDir = await makeDataDir();
  server = await startTestServer({ DATA_DIR: dataDir, TRUST_PROXY: "1" });
});

afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const cli = (...args: string[]) =>
  runEntry("feedback/feedback-cli.ts", args, { DATA_DIR: dataDir, SEED_CATALOGUE: "0" });

it("lists feedback and sets a status the user then sees", async () => {
  const { user, browser } = await signedInUser(server, { name: "Reviewer Test" });
  const created = await browser.post("/api/feedback", { subject: "Louder mic", content: "Please" });
  const id = (created.body as { feedback: { id: number } }).feedback.id;

  const listed = await cli("list");
  expect(listed.code).toBe(0);
  expect(listed.stdout).toContain(`#${id}  pending`);
  expect(listed.stdout).toContain(`Reviewer Test <${user.email}>`);
  expect(listed.stdout).toContain("  Louder mic");

  const set = await cli("set-status", String(id), "resolved");
  expect(set).toMatchObject({ code: 0, stdout: `Feedback #${id} is now resolved\n` });
  const seen = await browser.request("/api/feedback");
  expect(seen.body).toMatchObject({ feedback: [{ id, status: "resolved" }] });

  expect((await cli("list", "pending")).stdout).not.toContain(`#${id} `);
  expect((await cli("list", "resolved")).stdout).toContain(`#${id} `);
});

it("fails clearly on an unknown id or status", async () => {
  expect(await cli("set-status", "999999", "closed")).toMatchObject({
    code: 1,
    stderr: expect.stringContaining("No feedback #999999"),
  });
  const bad = await cli("set-status", "1", "done");
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('Unknown status "done"');
  expect(bad.stderr).toContain("Usage: npm run feedback -- list [STATUS]");
});
