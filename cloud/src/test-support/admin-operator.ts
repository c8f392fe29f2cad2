// The operator in tests: a browser signed in to the back office (docs/admin.md) with the password
// the test server's cloud holds.
import { expect } from "vitest";
import { TestBrowser } from "./test-browser.js";
import type { TestServer } from "./test-server.js";

export async function signedInOperator(server: TestServer): Promise<TestBrowser> {
  const operator = new TestBrowser(server);
  const answer = await operator.post("/api/admin/session", {
    password: server.services.adminPassword.value,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(204);
  return operator;
}
