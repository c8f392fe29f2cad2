// Without SMTP_URL every mail is an .eml file under DATA_DIR/outbox/, and its link is logged
// (docs/protocol.md#configuration): a LAN install with no mail server still verifies and resets.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, expect, it } from "vitest";
import { uniqueEmail } from "../test-support/accounts-fixtures.js";
import { TestBrowser } from "../test-support/test-browser.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: "info", TRUST_PROXY: "1" }, undefined, { logLines });
});

afterAll(async () => {
  await server.close();
});

it("writes each mail to the outbox, readable by the service only, and logs its link", async () => {
  const email = uniqueEmail("outbox");
  const browser = new TestBrowser(server);
  await browser.post("/api/auth/signup", { email, password: "password-1", name: "Out Box" });
  await server.services.mailer.idle();

  const outbox = path.join(server.dataDir, "outbox");
  expect((await stat(outbox)).mode & 0o777).toBe(0o700);
  const files = await readdir(outbox);
  expect(files).toHaveLength(1);
  const file = path.join(outbox, files[0] ?? "");
  expect(file).toMatch(/\.eml$/);
  expect((await stat(file)).mode & 0o777).toBe(0o600);

  const mail = await simpleParser(await readFile(file));
  expect(mail.subject).toBe("Verify your Encore email address");
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe(email);
  const link = /http:\/\/\S+verify-email\?token=\S+/.exec(mail.text ?? "")?.[0];
  expect(link).toBeDefined();

  const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(logged).toContainEqual(expect.objectContaining({ link, file }));

  // The logged link works.
  const token = new URL(link ?? "").searchParams.get("token");
  expect((await browser.post("/api/auth/verify-email", { token })).status).toBe(200);
});
