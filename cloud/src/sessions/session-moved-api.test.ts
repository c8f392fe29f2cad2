// A screen that starts a new party takes its phones along (docs/protocol.md#session-moved): they
// hear SESSION_MOVED with the new code, the new party keeps the old one's settings, and a phone
// coming back to the old code is sent on, for as long as the old party is kept.
import {
  createSessionClient,
  SESSION_RETENTION_MS,
  type CreateSessionResponse,
  type PartySettings,
  type ServerEvents,
} from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectDevice,
  connectScreen,
  eventually,
  type Device,
  type NewParty,
} from "../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
const closers: (() => void)[] = [];

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  for (const close of closers) close();
  await server.close();
});

async function device(on = server, options: Parameters<typeof connectDevice>[1] = {}) {
  const connected = await connectDevice(on.url, options);
  closers.push(() => connected.close());
  return connected;
}

/** A party's screen and a phone that joined it by its QR code. */
async function party(on = server) {
  const made = await connectScreen(on.url);
  closers.push(() => made.screen.close());
  const phone = await device(on);
  await phone.join(made.party.code, { token: made.party.join_token });
  return { ...made, phone };
}

/** POST /api/sessions leaving `from`: the new party. */
async function moveTo(from: NewParty, screenToken = from.screen_token, on = server) {
  const answer = await on.request("/api/sessions", {
    method: "POST",
    body: { moved_from: { code: from.code, screen_token: screenToken } },
  });
  expect(answer.status).toBe(201);
  return answer.body as CreateSessionResponse;
}

/** Whether an event of that type arrives within a while. */
async function hears(phone: Device, type: "SESSION_MOVED", ms = 500) {
  const from = phone.received.length;
  await new Promise((resolve) => setTimeout(resolve, ms));
  return phone.received.slice(from).some((e) => e.type === type);
}

type Ack = { ok: boolean; code?: string };

describe("a screen starting a new party", () => {
  it("takes the party's phones along, and the new party keeps the old one's settings", async () => {
    const { screen, party: old, phone } = await party();
    const settings: PartySettings = {
      fair_turns: false,
      host_controls: true,
      max_waiting_per_singer: 3,
    };
    expect(await screen.ack("UPDATE_SETTINGS", { settings })).toEqual({ ok: true });

    const moved = phone.next("SESSION_MOVED");
    const fresh = await moveTo(old);
    expect(await moved).toEqual({ code: fresh.code, join_token: fresh.join_token });
    expect(fresh.code).not.toBe(old.code);

    const joined = await phone.join(fresh.code, { token: fresh.join_token });
    expect(joined.settings).toEqual(settings);
    // The new party has its own PIN, which its screen is told.
    const tv = await device(server, { device: "screen" });
    const tvJoined = await tv.join(fresh.code, { screen_token: fresh.screen_token });
    expect(tvJoined.host_pin).toMatch(/^\d{4}$/);
    expect(tvJoined.queue).toEqual([]);
  });

  it("sends a phone of the old party that comes back on to the new one, and tells a typed code only that it moved", async () => {
    const { party: old } = await party();
    const fresh = await moveTo(old);

    const back = await device();
    const told = back.next("SESSION_MOVED");
    expect(
      (await back.ack("JOIN_SESSION", { code: old.code, token: old.join_token })) as Ack,
    ).toMatchObject({
      ok: false,
      code: "session_moved",
    });
    expect(await told).toEqual({ code: fresh.code, join_token: fresh.join_token });
    expect(back.received.some((e) => e.type === "SESSION_JOINED")).toBe(false);

    const typed = await device();
    expect((await typed.ack("JOIN_SESSION", { code: old.code })) as Ack).toMatchObject({
      ok: false,
      code: "session_moved",
    });
    expect(typed.received.some((e) => e.type === "SESSION_MOVED")).toBe(false);
  });

  it("moves nothing with a wrong screen token, and the new party is made anyway", async () => {
    const { party: old, phone } = await party();
    const heard = hears(phone, "SESSION_MOVED");
    const fresh = await moveTo(old, "not-the-screen-token");
    expect(await heard).toBe(false);
    const late = await device();
    expect((await late.join(old.code, { token: old.join_token })).code).toBe(old.code);
    const tv = await device(server, { device: "screen" });
    const joined = await tv.join(fresh.code, { screen_token: fresh.screen_token });
    expect(joined.settings).toEqual({
      fair_turns: true,
      host_controls: false,
      max_waiting_per_singer: 10,
    });
  });

  it("refuses a moved_from that is not one", async () => {
    const answer = await server.request("/api/sessions", {
      method: "POST",
      body: { moved_from: { code: 42 } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "invalid_request" });
  });

  it("works over the socket too, without telling the TV that asked", async () => {
    const { screen, party: old, phone } = await party();
    const moved = phone.next("SESSION_MOVED");
    const joined = screen.next("SESSION_JOINED");
    expect(
      await screen.ack("CREATE_SESSION", {
        moved_from: { code: old.code, screen_token: old.screen_token },
      }),
    ).toEqual({ ok: true });
    const created = screen.last("SESSION_CREATED")!;
    expect((await joined).code).toBe(created.code);
    expect(await moved).toEqual({ code: created.code, join_token: created.join_token });
    expect(screen.received.some((e) => e.type === "SESSION_MOVED")).toBe(false);
  });

  it("follows a chain one step at a time", async () => {
    const { party: first } = await party();
    const second = await moveTo(first);
    const third = await moveTo(second);
    const back = await device();
    const told = back.next("SESSION_MOVED");
    await back.ack("JOIN_SESSION", { code: first.code, token: first.join_token });
    expect((await told).code).toBe(second.code);
    const next = back.next("SESSION_MOVED");
    await back.ack("JOIN_SESSION", { code: second.code, token: second.join_token });
    expect((await next).code).toBe(third.code);
  });
});

describe("the shared client", () => {
  function client(deviceId: string) {
    const made = createSessionClient({
      url: server.url,
      device: "remote",
      deviceId,
      socketOptions: { transports: ["websocket"], forceNew: true, reconnectionDelay: 50 },
    });
    closers.push(() => made.close());
    return made;
  }

  it("hears SESSION_MOVED, and a join of the old code fails with session_moved", async () => {
    const { party: old } = await party();
    const fresh = await moveTo(old);
    const phone = client("moved-client");
    const moves: ServerEvents["SESSION_MOVED"][] = [];
    phone.on("SESSION_MOVED", (data) => moves.push(data));
    await expect(phone.join(old.code, { token: old.join_token })).rejects.toMatchObject({
      code: "session_moved",
    });
    expect(moves).toEqual([{ code: fresh.code, join_token: fresh.join_token }]);
    expect(phone.code).toBeNull();
  });

  it("does not join the old code again when its connection comes back after a move", async () => {
    const { party: old } = await party();
    const phone = client("staying-client");
    await phone.join(old.code, { token: old.join_token });
    const moved = new Promise((resolve) => phone.on("SESSION_MOVED", resolve));
    await moveTo(old);
    await moved;

    const errors: ServerEvents["ERROR"][] = [];
    phone.on("ERROR", (error) => errors.push(error));
    const back = new Promise((resolve) => phone.socket.once("connect", () => resolve(null)));
    phone.socket.disconnect().connect();
    await back;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(errors).toEqual([]);
  });
});

describe("how long a moved party answers", () => {
  it("sends phones on for 24 hours after the move, however many ask, then is gone", async () => {
    let clock = Date.now();
    const timed = await startTestServer({}, undefined, {
      sessions: {
        now: () => clock,
        intervals: {
          timersMs: 60_000,
          touchMs: 60_000,
          expiryMs: 60_000,
          retentionMs: SESSION_RETENTION_MS,
        },
      },
    });
    try {
      const { screen, party: old, phone } = await party(timed);
      screen.close();
      phone.close();
      // Gone from the cloud too: a connected device keeps its party alive (session-jobs.ts).
      await eventually(
        () => timed.services.sessions.presence.localSessionCodes(),
        (codes) => !codes.includes(old.code),
      );
      // The TV was off for an hour, then starts a new party.
      clock += 3_600_000;
      await moveTo(old, old.screen_token, timed);

      const back = await device(timed);
      clock += SESSION_RETENTION_MS - 60_000;
      await timed.services.sessions.jobs.runOnce();
      expect(
        (await back.ack("JOIN_SESSION", { code: old.code, token: old.join_token })) as Ack,
      ).toMatchObject({
        code: "session_moved",
      });

      // Refused joins keep nothing alive.
      clock += 120_000;
      await timed.services.sessions.jobs.runOnce();
      expect(
        (await back.ack("JOIN_SESSION", { code: old.code, token: old.join_token })) as Ack,
      ).toMatchObject({
        code: "session_not_found",
      });
    } finally {
      await timed.close();
    }
  });
});
