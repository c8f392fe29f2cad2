// `npm start` off a terminal (docs/admin.md, Access): the first start generates the operator's
// password and logs it once, with the address and its file; the next start on the same DATA_DIR
// reads it back, logs only the address, and the kept password signs in.
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  freePort,
  PROCESS_TEST_TIMEOUT_MS,
  startCloudProcess,
  type CloudProcess,
} from "../test-support/cloud-process.js";
import { eventually } from "../test-support/socket-device.js";
import { makeDataDir } from "../test-support/test-server.js";
import { ADMIN_PASSWORD_FILE } from "./admin-password.js";

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** The cloud's "Admin: …" log line, once it is out. */
async function adminLogLine(cloud: CloudProcess): Promise<string> {
  await eventually(
    () => cloud.output(),
    (output) => output.includes('"msg":"Admin: '),
  );
  const line = cloud
    .output()
    .split("\n")
    .find((entry) => entry.includes('"msg":"Admin: '));
  return (JSON.parse(line ?? "{}") as { msg: string }).msg;
}

describe("the operator's password at start", () => {
  it(
    "is logged once when generated, and read back without being logged on the next start",
    async () => {
      const dataDir = await makeDataDir();
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
      const port = String(await freePort());
      const env = {
        DATA_DIR: dataDir,
        PORT: port,
        SEED_CATALOGUE: "0",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      };
      const file = path.join(dataDir, ADMIN_PASSWORD_FILE);

      const first = await startCloudProcess(env);
      cleanup.push(() => first.kill("SIGKILL"));
      const kept = (await readFile(file, "utf8")).trim();
      expect(await adminLogLine(first)).toBe(
        `Admin: http://127.0.0.1:${port}/admin  password: ${kept} (shown once; kept in ${file})`,
      );
      expect(await first.kill("SIGTERM")).toBe(0);

      const second = await startCloudProcess(env);
      cleanup.push(() => second.kill("SIGKILL"));
      expect(await adminLogLine(second)).toBe(`Admin: http://127.0.0.1:${port}/admin`);
      expect(second.output()).not.toContain(kept);
      expect((await readFile(file, "utf8")).trim()).toBe(kept);

      const signIn = await fetch(`${second.url}/api/admin/session`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password: kept }),
      });
      expect(signIn.status).toBe(204);
      expect(await second.kill("SIGTERM")).toBe(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
