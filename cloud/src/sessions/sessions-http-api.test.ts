// POST /api/sessions and GET /api/sessions/{code} over real HTTP.
import { SESSION_CODE_ALPHABET, sessionResponseSchema, type SessionResponse } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { signedInUser } from "../test-support/accounts-fixtures.js";
import { loadCatalogue } from "../test-support/catalogue-fixtures.js";
import { connectDevice } from "../test-support/socket-device.js";
import { uniqueClientAddress } from "../test-support/test-browser.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" }); // its browsers come from their own addresses
});
afterAll(async () => {
  await server.close();
});

describe("sessions over HTTP", () => {
  it("creates sessions with six-character codes from the contract's alphabet, all different", async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      // Each from its own address: one address may create only so many (security/).
      const response = await server.request("/api/sessions", {
        method: "POST",
        headers: { "x-forwarded-for": uniqueClientAddress() },
      });
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
    expect(z.strictObject(sessionResponseSchema.shape).parse(response.body)).toEqual({
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

describe("GET /api/sessions/{code} and favorites", () => {
  it("marks the signed-in caller's favorites in the current song and the queue, no one else's", async () => {
    await loadCatalogue(server.services.database.db, [
      {
        name: "Party Songs",
        prefix: "PS",
        songs: [1, 2, 3].map((n) => ({ title: `Party ${n}`, artist: "A" })),
      },
    ]);
    const ids = (
      await server.services.database.db.selectFrom("songs").select("id").orderBy("id").execute()
    ).map((row) => row.id);
    const [first = 0, second = 0, third = 0] = ids;
    const fan = await signedInUser(server);
    for (const id of [first, third]) {
      expect((await fan.browser.post(`/api/favorites/${id}`)).status).toBe(204);
    }
    const other = await signedInUser(server);
    expect((await other.browser.post(`/api/favorites/${second}`)).status).toBe(204);

    const { code } = (await server.request("/api/sessions", { method: "POST" })).body as {
      code: string;
    };
    const screen = await connectDevice(server.url, { device: "screen" });
    try {
      await screen.join(code);
      for (const id of [first, second, third]) {
        expect(await screen.ack("QUEUE_SONG", { song: { db_id: id } })).toMatchObject({ ok: true });
      }
      // The socket's copy goes to every device in the room: nobody's favorites.
      expect(screen.last("SONG_QUEUED")?.queue.map((item) => item.is_favorite)).toEqual([
        false,
        false,
      ]);
    } finally {
      screen.close();
    }

    const marks = (body: unknown) => {
      const session: SessionResponse = sessionResponseSchema.parse(body);
      return [session.current_song, ...session.queue].map((item) => [
        item?.db_id,
        item?.is_favorite,
      ]);
    };
    const path = `/api/sessions/${code}`;
    expect(marks((await fan.browser.request(path)).body)).toEqual([
      [first, true],
      [second, false],
      [third, true],
    ]);
    expect(marks((await other.browser.request(path)).body)).toEqual([
      [first, false],
      [second, true],
      [third, false],
    ]);
    expect(marks((await server.request(path)).body)).toEqual([
      [first, false],
      [second, false],
      [third, false],
    ]);
  });
});
