// CREATE_SESSION (docs/protocol.md#client-events): a screen creates its party over the socket, is
// told the code, and is in it; a payload that is not an object is refused and creates nothing.
import { createSessionClient, type ServerEvents } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDevice, type Device } from "../test-support/socket-device.js";
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

async function device(): Promise<Device> {
  const connected = await connectDevice(server.url, { device: "screen" });
  closers.push(() => connected.close());
  return connected;
}

async function sessionCount(): Promise<number> {
  const db = server.services.database.db;
  const row = await db
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("CREATE_SESSION", () => {
  it("tells the sender the new code, then joins it to the session", async () => {
    const screen = await device();
    const joined = screen.next("SESSION_JOINED");
    expect(await screen.ack("CREATE_SESSION", {})).toEqual({ ok: true });
    const state = await joined;
    const { code, join_token } = screen.last("SESSION_CREATED")!;
    expect(state).toEqual({
      code,
      join_token,
      singer: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      device_count: 1,
      current_song: null,
      queue: [],
      playing: false,
      version: 0,
      // The screen is the host, and the only device told the PIN (docs/product.md#the-host).
      settings: { fair_turns: true, host_controls: false, max_waiting_per_singer: 10 },
      is_host: true,
      host_pin: expect.stringMatching(/^\d{4}$/),
      started_at: null,
      // It is the party's screen, so the screen is there (docs/protocol.md#screen-presence).
      screen_connected: true,
    });
    expect(screen.received.map((e) => e.type).slice(0, 2)).toEqual([
      "SESSION_CREATED",
      "SESSION_JOINED",
    ]);
    const stored = await server.request(`/api/sessions/${code}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({
      code,
      device_count: 1,
      current_song: null,
      queue: [],
      playing: false,
    });
  });

  it("creates one through the shared client, which is then in it", async () => {
    const client = createSessionClient({
      url: server.url,
      device: "screen",
      deviceId: "shared-screen",
      socketOptions: { transports: ["websocket"], forceNew: true },
    });
    closers.push(() => client.close());
    const created = new Promise<ServerEvents["SESSION_CREATED"]>((resolve) =>
      client.on("SESSION_CREATED", resolve),
    );
    const joined = await client.create();
    const { code } = await created;
    expect(joined).toMatchObject({ code, device_count: 1, queue: [] });
    expect(client.code).toBe(code);
    // In the session: its commands are taken without a JOIN_SESSION.
    expect(await client.send("CLEAR_QUEUE", {})).toEqual({ ok: true });
    expect((await server.request(`/api/sessions/${code}`)).body).toMatchObject({
      code,
      device_count: 1,
    });
  });

  it.each([
    ["an array", [1, 2], "Invalid input: expected object, received array"],
    ["text", "please", "Invalid input: expected object, received string"],
    ["a number", 42, "Invalid input: expected object, received number"],
  ])("refuses %s as its payload and creates nothing", async (_label, payload, message) => {
    const screen = await device();
    const before = await sessionCount();
    const error = screen.next("ERROR");
    const refusal = { message, code: "invalid_request" };
    expect(await screen.ack("CREATE_SESSION", payload)).toEqual({ ok: false, ...refusal });
    expect(await error).toEqual(refusal);
    expect(screen.received.map((e) => e.type)).toEqual(["ERROR"]);
    expect(await sessionCount()).toBe(before);
  });
});
