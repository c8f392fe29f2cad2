// Feedback over real HTTP: create and list, the rules of docs/product.md#feedback-rules, the limit
// of 5 pending (also under simultaneous submissions), and statuses set by the reviewer.
import { feedbackListResponseSchema, feedbackResponseSchema } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../test-support/accounts-fixtures.js";
import { SlowQueries } from "../test-support/slow-queries.js";
import { TestBrowser } from "../test-support/test-browser.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";
import { setFeedbackStatus } from "./feedback-repository.js";

let server: TestServer;

const LIMIT =
  "Feedback limit reached: you have 5 pending submissions. Please wait for some to be reviewed before submitting more.";

beforeAll(async () => {
  // Queries slowed as on a networked database, so that simultaneous requests interleave.
  server = await startTestServer({ TRUST_PROXY: "1" }, (services) => ({
    ...services,
    database: { ...services.database, db: services.database.db.withPlugin(new SlowQueries()) },
  }));
});

afterAll(async () => {
  await server.close();
});

async function list(browser: TestBrowser) {
  const answer = await browser.request("/api/feedback");
  expect(answer.status).toBe(200);
  return feedbackListResponseSchema.parse(answer.body).feedback;
}

describe("feedback", () => {
  it("is created pending, with its values trimmed, and listed newest first", async () => {
    const { browser } = await signedInUser(server);
    expect(await list(browser)).toEqual([]);
    const created = await browser.post("/api/feedback", {
      subject: "  More 90s songs ",
      content: "\n Please add Wonderwall.  ",
    });
    expect(created.status).toBe(201);
    const { feedback } = feedbackResponseSchema.parse(created.body);
    expect(feedback).toEqual({
      id: expect.any(Number),
      subject: "More 90s songs",
      content: "Please add Wonderwall.",
      status: "pending",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await browser.post("/api/feedback", { subject: "Second", content: "Later one" });
    expect((await list(browser)).map((f) => f.subject)).toEqual(["Second", "More 90s songs"]);
  });

  it("is each user's own", async () => {
    const ann = await signedInUser(server);
    const bob = await signedInUser(server);
    await ann.browser.post("/api/feedback", { subject: "Ann's", content: "Only hers" });
    expect(await list(bob.browser)).toEqual([]);
  });

  it.each([
    [{ subject: "", content: "Details" }, "Please fill in both subject and content"],
    [{ subject: "Subject", content: "" }, "Please fill in both subject and content"],
    [{ subject: "   ", content: "\n\t" }, "Please fill in both subject and content"],
    [{}, "Please fill in both subject and content"],
    [{ subject: "s".repeat(256), content: "c" }, "Subject must be at most 255 characters"],
    [{ subject: "s", content: "c".repeat(5001) }, "Details must be at most 5000 characters"],
    [{ subject: 5, content: "c" }, "subject must be text"],
  ])("refuses %j with 400 '%s'", async (body, message) => {
    const { browser } = await signedInUser(server);
    expect(await browser.post("/api/feedback", body)).toMatchObject({
      status: 400,
      body: { message },
    });
    expect(await list(browser)).toEqual([]);
  });

  it("takes a subject of exactly 255 characters after trimming", async () => {
    const { browser } = await signedInUser(server);
    const subject = "s".repeat(255);
    const answer = await browser.post("/api/feedback", { subject: `  ${subject}  `, content: "c" });
    expect(answer).toMatchObject({ status: 201, body: { feedback: { subject } } });
  });

  it("answers 401 to guests, before looking at the body", async () => {
    const guest = new TestBrowser(server);
    expect(await guest.request("/api/feedback")).toMatchObject({ status: 401 });
    expect(await guest.post("/api/feedback", { subject: "", content: "" })).toMatchObject({
      status: 401,
      body: { message: "Not logged in" },
    });
  });
});

describe("the limit of 5 pending", () => {
  it("refuses a 6th with 429 'limit reached' until a reviewer moves one on", async () => {
    const { browser } = await signedInUser(server);
    for (let i = 1; i <= 5; i++) {
      expect((await browser.post("/api/feedback", { subject: `#${i}`, content: "c" })).status).toBe(
        201,
      );
    }
    const refused = await browser.post("/api/feedback", { subject: "#6", content: "c" });
    expect(refused).toMatchObject({ status: 429, body: { message: LIMIT } });
    expect((refused.body as { message: string }).message).toContain("limit reached");

    const [newest] = await list(browser);
    await setFeedbackStatus(server.services.database.db, newest?.id ?? 0, "in_review", new Date());
    expect((await browser.post("/api/feedback", { subject: "#6", content: "c" })).status).toBe(201);
    const statuses = (await list(browser)).map((f) => f.status);
    expect(statuses).toEqual(["pending", "in_review", "pending", "pending", "pending", "pending"]);
  });

  it("holds when 8 submissions arrive at once", async () => {
    const { browser } = await signedInUser(server);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        browser.post("/api/feedback", { subject: `${i}`, content: "c" }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
    expect(await list(browser)).toHaveLength(5);
  });

  it("counts only pending items: resolved and closed ones leave room", async () => {
    const { browser } = await signedInUser(server);
    for (let i = 0; i < 5; i++)
      await browser.post("/api/feedback", { subject: `${i}`, content: "c" });
    const items = await list(browser);
    const db = server.services.database.db;
    await setFeedbackStatus(db, items[0]?.id ?? 0, "resolved", new Date());
    await setFeedbackStatus(db, items[1]?.id ?? 0, "closed", new Date());
    expect((await browser.post("/api/feedback", { subject: "a", content: "c" })).status).toBe(201);
    expect((await browser.post("/api/feedback", { subject: "b", content: "c" })).status).toBe(201);
    expect((await browser.post("/api/feedback", { subject: "c", content: "c" })).status).toBe(429);
  });
});
