// Feedback in the back office (docs/admin.md, Calls), over real HTTP: everyone's, newest first,
// with who sent it and a status filter; a status set here is the one the user then sees in their
// own history (GET /api/feedback).
import {
  adminFeedbackListResponseSchema,
  adminFeedbackResponseSchema,
  feedbackListResponseSchema,
  type AdminFeedback,
} from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../test-support/accounts-fixtures.js";
import { signedInOperator } from "../test-support/admin-operator.js";
import type { TestBrowser } from "../test-support/test-browser.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
let operator: TestBrowser;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
  operator = await signedInOperator(server);
});

afterAll(async () => {
  await server.close();
});

async function review(query = ""): Promise<AdminFeedback[]> {
  const answer = await operator.request(`/api/admin/feedback${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return adminFeedbackListResponseSchema.parse(answer.body).feedback;
}

describe("feedback for the operator", () => {
  it("lists everyone's, newest first, with who sent it, filtered by status, and sets a status the user sees", async () => {
    const ann = await signedInUser(server, { name: "Ann" });
    const bob = await signedInUser(server, { name: "Bob" });
    const send = (browser: TestBrowser, subject: string) =>
      browser.post("/api/feedback", { subject, content: `About ${subject}` });
    expect((await send(ann.browser, "More duets")).status).toBe(201);
    expect((await send(bob.browser, "Louder TV")).status).toBe(201);
    expect((await send(ann.browser, "Dark mode")).status).toBe(201);

    const all = await review();
    expect(all.map((item) => item.subject)).toEqual(["Dark mode", "Louder TV", "More duets"]);
    expect(all[1]).toEqual({
      id: expect.any(Number),
      subject: "Louder TV",
      content: "About Louder TV",
      status: "pending",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      user: { name: "Bob", email: bob.user.email },
    });

    const duets = all[2]!;
    const patched = await operator.request(`/api/admin/feedback/${duets.id}`, {
      method: "PATCH",
      body: { status: "resolved" },
    });
    expect(patched.status).toBe(200);
    expect(adminFeedbackResponseSchema.parse(patched.body).feedback).toEqual({
      ...duets,
      status: "resolved",
    });

    expect((await review("?status=pending")).map((item) => item.subject)).toEqual([
      "Dark mode",
      "Louder TV",
    ]);
    expect((await review("?status=resolved")).map((item) => item.subject)).toEqual(["More duets"]);
    expect(await review("?status=closed")).toEqual([]);

    const own = feedbackListResponseSchema.parse((await ann.browser.request("/api/feedback")).body);
    expect(own.feedback.map((item) => [item.subject, item.status])).toEqual([
      ["Dark mode", "pending"],
      ["More duets", "resolved"],
    ]);
  });

  it("refuses an unknown status, an unknown feedback and a bad id", async () => {
    expect(await operator.request("/api/admin/feedback?status=done")).toMatchObject({
      status: 400,
      body: { message: "status must be one of pending, in_review, resolved, closed" },
    });
    const patch = (path: string, body: unknown) =>
      operator.request(`/api/admin/feedback/${path}`, { method: "PATCH", body });
    expect(await patch("999999", { status: "closed" })).toMatchObject({
      status: 404,
      body: { code: "not_found" },
    });
    expect(await patch("abc", { status: "closed" })).toMatchObject({ status: 400 });
    const { browser } = await signedInUser(server);
    await browser.post("/api/feedback", { subject: "Kept", content: "As it was" });
    const [kept] = await review("?status=pending");
    expect(await patch(String(kept?.id), { status: "done" })).toMatchObject({ status: 400 });
    expect(await patch(String(kept?.id), {})).toMatchObject({ status: 400 });
    expect((await review()).find((item) => item.id === kept?.id)?.status).toBe("pending");
  });
});
