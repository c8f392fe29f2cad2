// Input a careless or hostile client sends (docs/decisions.md, Hardening): control characters in
// feedback are not stored, and a parameter given twice is refused saying so, not "q is required".
import { feedbackListResponseSchema } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../test-support/accounts-fixtures.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
});

afterAll(async () => {
  await server.close();
});

describe("feedback with control characters", () => {
  it("is stored without NUL, escapes or bidi overrides; the details keep their line breaks", async () => {
    const { browser } = await signedInUser(server);
    const created = await browser.post("/api/feedback", {
      subject: "Bad\u0000 song\u001b[2J\u202E list\r\nplease",
      content: "Line one\u0000\r\nLine\u0007 two\u200B",
    });
    expect(created.status).toBe(201);
    const [stored] = feedbackListResponseSchema.parse(
      (await browser.request("/api/feedback")).body,
    ).feedback;
    expect(stored).toMatchObject({
      subject: "Bad song[2J list  please",
      content: "Line one\nLine two",
    });
    const rows = await server.services.database.db
      .selectFrom("feedback")
      .select(["subject", "content"])
      .execute();
    const controls = (text: string) =>
      [...text].filter((c) => c !== "\n" && /\p{Cc}|\p{Cf}/u.test(c)).length;
    expect(rows.map((r) => controls(r.subject) + controls(r.content))).toEqual([0]);
  });

  it("of nothing but control characters is refused as empty", async () => {
    const { browser } = await signedInUser(server);
    const answer = await browser.post("/api/feedback", {
      subject: "\u0000\u0001",
      content: "\u200B\u0000",
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: "Please fill in both subject and content" },
    });
  });
});

describe("a query parameter", () => {
  it.each([
    ["/api/search?q=a&q=b", "q is repeated (2 times): give it once"],
    ["/api/songs?q=a&q=b&q=c", "q is repeated (3 times): give it once"],
    ["/api/songs?limit=5&limit=6", "limit is repeated (2 times): give it once"],
    ["/api/songs/popular?limit=5&limit=6", "limit is repeated (2 times): give it once"],
    ["/api/search", "q is required"],
  ])("%s answers 400: %s", async (path, message) => {
    expect(await server.request(path)).toMatchObject({ status: 400, body: { message } });
  });
});
