// The shared client when its party moved (docs/protocol.md#session-moved): the app hears
// SESSION_MOVED, the join fails with `session_moved`, and the client never joins the old code
// again by itself when its connection comes back. The socket is a stand-in that records what the
// client sends and delivers what a cloud would answer (the real cloud: cloud/src/sessions/
// session-moved-api.test.ts).
import { beforeEach, describe, expect, it, vi } from "vitest";

type Handler = (...args: unknown[]) => void;

class FakeSocket {
  connected = true;
  readonly sent: { name: string; data: unknown }[] = [];
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly any = new Set<Handler>();

  on(name: string, handler: Handler) {
    const set = this.handlers.get(name) ?? new Set();
    this.handlers.set(name, set.add(handler));
    return this;
  }
  once(name: string, handler: Handler) {
    const once: Handler = (...args) => {
      this.off(name, once);
      handler(...args);
    };
    return this.on(name, once);
  }
  off(name: string, handler: Handler) {
    this.handlers.get(name)?.delete(handler);
    return this;
  }
  onAny(handler: Handler) {
    this.any.add(handler);
    return this;
  }
  emit(name: string, data: unknown) {
    this.sent.push({ name, data });
    return this;
  }
  close() {
    this.connected = false;
    return this;
  }
  /** What the cloud sends; `connect` and `disconnect` are socket.io's own, never onAny's. */
  receive(name: string, data?: unknown) {
    if (name !== "connect" && name !== "disconnect")
      for (const handler of this.any) handler(name, data);
    for (const handler of [...(this.handlers.get(name) ?? [])]) handler(data);
  }
  /** The connection drops and comes back. */
  reconnect() {
    this.receive("disconnect", "transport close");
    this.receive("connect");
  }
  joins() {
    return this.sent.filter((sent) => sent.name === "JOIN_SESSION");
  }
}

let socket: FakeSocket;
vi.mock("socket.io-client", () => ({ io: () => socket }));
const { createSessionClient } = await import("./session-client.js");

const OLD = "ABCDEF";
const MOVED = { code: "GHJKLM", join_token: "new-join-token" };
const REFUSAL = { message: "This party has moved to a new code", code: "session_moved" };
const joined = (code: string) => ({
  code,
  device_count: 1,
  current_song: null,
  queue: [],
  playing: false,
  join_token: "old-join-token",
  version: 0,
});

function client() {
  return createSessionClient({ url: "http://cloud", device: "remote", deviceId: "phone" });
}

beforeEach(() => {
  socket = new FakeSocket();
});

describe("a party that moved", () => {
  it("tells the app where, and fails the join with session_moved", async () => {
    const phone = client();
    const heard: unknown[] = [];
    phone.on("SESSION_MOVED", (data) => heard.push(data));
    const joining = phone.join(OLD, { token: "old-join-token" });
    socket.receive("SESSION_MOVED", MOVED);
    socket.receive("ERROR", REFUSAL);
    await expect(joining).rejects.toMatchObject({ code: "session_moved" });
    expect(heard).toEqual([MOVED]);

    socket.reconnect();
    expect(socket.joins()).toHaveLength(1);
  });

  it("is not joined again when the connection comes back after the move was announced", async () => {
    const phone = client();
    const joining = phone.join(OLD, { token: "old-join-token" });
    socket.receive("SESSION_JOINED", joined(OLD));
    await joining;
    socket.receive("SESSION_MOVED", MOVED);

    socket.reconnect();
    socket.reconnect();
    expect(socket.joins()).toHaveLength(1);
  });

  it("is given up after one refused rejoin when the move happened while the phone was away", async () => {
    const phone = client();
    const joining = phone.join(OLD, { token: "old-join-token" });
    socket.receive("SESSION_JOINED", joined(OLD));
    await joining;

    socket.reconnect();
    expect(socket.joins()).toHaveLength(2);
    socket.receive("SESSION_MOVED", MOVED);
    socket.receive("ERROR", REFUSAL);
    await Promise.resolve();
    expect(phone.code).toBeNull();
    socket.reconnect();
    expect(socket.joins()).toHaveLength(2);
  });

  it("still rejoins a party that did not move, and follows to the new code when the app asks", async () => {
    const phone = client();
    const first = phone.join(OLD, { token: "old-join-token" });
    socket.receive("SESSION_JOINED", joined(OLD));
    await first;
    socket.reconnect();
    expect(socket.joins().map((sent) => sent.data)).toEqual([
      { code: OLD, token: "old-join-token" },
      { code: OLD, token: "old-join-token" },
    ]);

    // The app follows on SESSION_MOVED, at once, from its listener.
    phone.on(
      "SESSION_MOVED",
      ({ code, join_token }) => void phone.join(code, { token: join_token }),
    );
    socket.receive("SESSION_MOVED", MOVED);
    socket.receive("SESSION_JOINED", { ...joined(MOVED.code), join_token: MOVED.join_token });
    socket.reconnect();
    expect(socket.joins().map((sent) => sent.data)).toEqual([
      { code: OLD, token: "old-join-token" },
      { code: OLD, token: "old-join-token" },
      { code: MOVED.code, token: MOVED.join_token },
      { code: MOVED.code, token: MOVED.join_token },
    ]);
  });
});

describe("a screen starting a new party", () => {
  it("names the party it leaves in CREATE_SESSION", () => {
    const tv = client();
    void tv.create({ moved_from: { code: OLD, screen_token: "screen-token" } }).catch(() => {});
    expect(socket.sent).toContainEqual({
      name: "CREATE_SESSION",
      data: { moved_from: { code: OLD, screen_token: "screen-token" } },
    });
    tv.close();
  });
});
