// Methods a path does not have, over real HTTP: JSON {message} like every other error
// (docs/protocol.md#conventions), with the Allow header that says which methods it has.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe("a wrong method", () => {
  it.each([
    ["POST", "/api/songs"],
    ["PUT", "/api/health"],
    ["DELETE", "/api/search?q=queen"],
    ["POST", "/api/sessions/ABC234"],
  ])("%s %s is 405 {message} with Allow", async (method, path) => {
    const answer = await server.request(path, { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ message: "Method not allowed", code: "method_not_allowed" });
    expect(answer.headers.get("allow")).toBe("HEAD, GET");
  });

  it("that no route knows (PROPFIND) is 501 {message}", async () => {
    const answer = await server.request("/api/songs", { method: "PROPFIND" });
    expect(answer.status).toBe(501);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ message: "Not implemented", code: "not_implemented" });
  });

  it("leaves OPTIONS an empty 200 with Allow, and unknown paths 404 {message}", async () => {
    const options = await server.request("/api/songs", { method: "OPTIONS" });
    expect(options.status).toBe(200);
    expect(options.headers.get("allow")).toBe("HEAD, GET");
    expect(await server.request("/api/nothing-here", { method: "DELETE" })).toMatchObject({
      status: 404,
      body: { message: "Not found" },
    });
  });
});
