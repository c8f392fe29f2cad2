// A device that cannot keep up: left out of broadcasts while it is still writing, then sent what
// it missed as one event standing for those versions. Real socket.io server and clients; only
// whether a socket is still writing (the operating system's send buffer) is decided here.
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SOCKET_PATH } from "@encore/shared";
import { Server } from "socket.io";
import { io as connect, type Socket as ClientSocket } from "socket.io-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OutgoingEvent } from "../broadcast-coalescer.js";
import { eventually } from "../../test-support/socket-device.js";
import { createLaggingSockets, isWriting, type LaggingSockets } from "./lagging-sockets.js";
import { sessionRoom, type SessionServer, type SessionSocket } from "./socket-types.js";

const CODE = "ABCDEF";
let http: HttpServer;
let io: SessionServer;
let lagging: LaggingSockets;
let behind: Set<string>;
const clients: ClientSocket[] = [];

beforeEach(async () => {
  http = createServer();
  io = new Server(http, { path: SOCKET_PATH });
  behind = new Set();
  lagging = createLaggingSockets({
    io,
    checkMs: 20,
    writing: (socket) => behind.has(socket.handshake.query.name as string),
  });
  io.on("connection", (socket) => {
    socket.data = {
      device: "remote",
      deviceId: socket.id,
      name: "x",
      pictureUrl: null,
      addressKey: "a",
      sessionCode: CODE,
      screen: false,
      accountId: null,
      singer: "",
    };
    void socket.join(sessionRoom(CODE));
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await new Promise<void>((resolve) => void io.close(() => resolve()));
});

async function device(name: string) {
  const { port } = http.address() as AddressInfo;
  const socket = connect(`http://127.0.0.1:${port}`, {
    path: SOCKET_PATH,
    query: { name },
    transports: ["websocket"],
    forceNew: true,
  });
  clients.push(socket);
  const received: string[] = [];
  socket.onAny((type: string, data: { version: number; since?: number; queue: number[] }) =>
    received.push(
      `${type}@${data.since === undefined ? "" : `${data.since}-`}${data.version}:${data.queue.join(",")}`,
    ),
  );
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  await eventually(
    () => io.sockets.adapter.rooms.get(sessionRoom(CODE))?.has(socket.id ?? ""),
    (joined) => joined === true,
  );
  return received;
}

const queued = (version: number, queue: number[]): OutgoingEvent => ({
  event: { type: "SONG_QUEUED", data: { queue: queue as never } },
  version,
});

describe("a socket that cannot keep up", () => {
  it("is left out while writing, then sent what it missed as one event", async () => {
    const fast = await device("fast");
    const slow = await device("slow");
    behind.add("slow");
    lagging.send(CODE, [queued(1, [1])]);
    lagging.send(CODE, [queued(2, [1, 2])]);
    lagging.send(CODE, [queued(3, [1, 2, 3])]);
    await eventually(
      () => fast.length,
      (n) => n === 3,
    );
    expect(fast).toEqual(["SONG_QUEUED@1:1", "SONG_QUEUED@2:1,2", "SONG_QUEUED@3:1,2,3"]);
    expect(slow).toEqual([]);
    expect(lagging.waiting).toBe(1);

    behind.delete("slow");
    await eventually(
      () => slow.length,
      (n) => n === 1,
    );
    expect(slow).toEqual(["SONG_QUEUED@1-3:1,2,3"]);
    expect(lagging.waiting).toBe(0);

    // Caught up: broadcasts reach it again as they go out.
    lagging.send(CODE, [queued(4, [1, 2, 3, 4])]);
    await eventually(
      () => slow.length,
      (n) => n === 2,
    );
    expect(slow.at(-1)).toBe("SONG_QUEUED@4:1,2,3,4");
    expect(fast.at(-1)).toBe("SONG_QUEUED@4:1,2,3,4");
  });

  it("is forgotten when it leaves before it caught up", async () => {
    await device("fast");
    await device("slow");
    behind.add("slow");
    lagging.send(CODE, [queued(1, [1])]);
    expect(lagging.waiting).toBe(1);
    for (const socket of await io.in(sessionRoom(CODE)).fetchSockets())
      if (socket.handshake.query.name === "slow") socket.disconnect(true);
    await eventually(
      () => lagging.waiting,
      (n) => n === 0,
    );
  });
});

describe("whether a socket is behind", () => {
  const socket = (name: string, bufferedAmount: number, waiting: number) =>
    ({
      conn: {
        transport: { name, socket: { bufferedAmount } },
        writeBuffer: Array.from({ length: waiting }),
      },
    }) as unknown as SessionSocket;

  it("is whether its WebSocket holds bytes or packets; long-polling never counts as behind", () => {
    expect(isWriting(socket("websocket", 0, 0))).toBe(false);
    expect(isWriting(socket("websocket", 170_000, 0))).toBe(true);
    expect(isWriting(socket("websocket", 0, 2))).toBe(true);
    expect(isWriting(socket("polling", 0, 3))).toBe(false);
  });

  it("is not a socket that reads what it is sent, and is one that stopped reading", async () => {
    await device("reader");
    const [socket] = await io.in(sessionRoom(CODE)).fetchSockets();
    const local = io.sockets.sockets.get(socket?.id ?? "") as SessionSocket;
    const queue = Array.from({ length: 420 }, (_, i) => ({ title: `Song ${i}`.repeat(20) }));
    for (let i = 0; i < 5; i += 1) local.emit("SONG_QUEUED", { queue, version: i } as never);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isWriting(local)).toBe(false);
    // The client stops reading: the operating system's buffers fill, and the rest waits here.
    const client = clients.at(-1) as ClientSocket;
    const engine = client.io.engine as unknown as {
      transport: { ws: { _socket: { pause(): void; resume(): void } } };
    };
    engine.transport.ws._socket.pause();
    for (let i = 0; i < 200; i += 1) local.emit("SONG_QUEUED", { queue, version: i } as never);
    await eventually(
      () => isWriting(local),
      (writing) => writing,
    );
    engine.transport.ws._socket.resume();
    await eventually(
      () => isWriting(local),
      (writing) => !writing,
      20_000,
    );
  }, 30_000);
});
