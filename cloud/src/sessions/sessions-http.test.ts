// POST /api/sessions and GET /api/sessions/{code} over real HTTP.
import { SESSION_CODE_ALPHABET, sessionResponseSchema } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("sessions over HTTP", () => {
  it("creates sessions with six-character codes from the contract's alphabet, all different", async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      const response = await server.request("/api/sessions", { method: "POST" });
      expect(response.status).toBe(201);
      const { code } = response.body as { code: string };
      expect(code).toMatch(new RegExp(`^[${SESSION_CODE_ALPHABET}]{6}$`));
      codes.add(code);
    }
    expect(codes.size).toBe(40);
  });

  it("answers a new session's state, for the code typed with a dash and in any case", async () => {
    const { code } = (await server.request("/api/sessions", { method: "POST" })).body as {
      code: string;
    };
    const typed = `${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`;
    const response = await server.request(`/api/sessions/${typed}`);
    expect(response.status).toBe(200);
    expect(sessionResponseSchema.strict().parse(response.body)).toEqual({
      code,
      device_count: 0,
      current_song: null,
      queue: [],
      playing: false,
    });
  });

  it.each(["ZZZZZZ", "abc", "O0O0O0", "ABC-2345", "%3Cscript%3E"])(
    "answers 404 for %s",
    async (code) => {
      const response = await server.request(`/api/sessions/${code}`);
      expect(response).toMatchObject({
        status: 404,
        body: { message: "Session not found or expired" },
      });
    },
  );
});
