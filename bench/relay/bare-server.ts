// The floor of bench/relay: a socket.io server with the cloud's own server options that only
// rebroadcasts. JOIN_SESSION joins the room; QUEUE_SONG and REMOVE_SONG change an in-memory list
// and send the room the same SONG_QUEUED / SONG_REMOVED {queue} the cloud would (same items, same
// size); every command is acknowledged like the cloud does. No validation, no database, no lock.
// With REDIS_URL, several of them share rooms through the cloud's own Redis streams adapter (the
// floor for the cloud's instances); each keeps the queue of the commands it was sent.
//
//   BENCH_SONGS=songs.json node --conditions=source --import tsx bench/relay/bare-server.ts
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { QueueItem, Song } from "@encore/shared";
import { Server } from "socket.io";
import { createLogger } from "../../cloud/src/logger.js";
import { openRedis } from "../../cloud/src/scale-out/redis-connection.js";
import { redisStreamsAdapter } from "../../cloud/src/scale-out/socket-adapter.js";
import { SOCKET_SERVER_OPTIONS } from "../../cloud/src/sessions/socket/socket-options.js";

type Ack = (result: { ok: true }) => void;
interface SongRefPayload {
  song?: { db_id?: number | null; id?: string | null };
}
interface RemovePayload {
  queue_id?: string;
}

const songs = new Map<number, Song>();
if (process.env.BENCH_SONGS) {
  for (const song of JSON.parse(readFileSync(process.env.BENCH_SONGS, "utf8")) as Song[]) {
    songs.set(song.db_id, song);
  }
}

/** A stand-in when the catalogue was not given: the fields of a typical catalogue song. */
function songOf(dbId: number): Song {
  return (
    songs.get(dbId) ?? {
      id: `CL${dbId}`,
      db_id: dbId,
      title: "A karaoke song of a typical length",
      artist: "Some Artist",
      youtube_id: "dQw4w9WgXcQ",
      songbook_prefix: "CL",
      songbook_name: "Classics",
      songbook_thumbnail: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
      view_count: 0,
      is_favorite: false,
    }
  );
}

interface Room {
  queue: QueueItem[];
  next: number;
}
const rooms = new Map<string, Room>();

// The cloud's own socket.io options and adapter, so that only the application differs.
const redis = process.env.REDIS_URL
  ? await openRedis(process.env.REDIS_URL, createLogger("silent"), "encore-bench-bare")
  : null;
const io = new Server({
  ...SOCKET_SERVER_OPTIONS,
  ...(redis ? { adapter: redisStreamsAdapter(redis) } : {}),
});
// Queue ids of one instance must not be taken for another's.
const instanceTag = process.pid.toString(36);

function ackOf(args: unknown[]): Ack | undefined {
  const last = args.at(-1);
  return typeof last === "function" ? (last as Ack) : undefined;
}

io.on("connection", (socket) => {
  const name = typeof socket.handshake.query.name === "string" ? socket.handshake.query.name : "";
  const addedBy = { name: name || "Guest", avatar: null };
  let code = "";
  let room: Room = { queue: [], next: 1 };

  socket.on("JOIN_SESSION", (payload: { code: string }, ...rest: unknown[]) => {
    code = `session:${payload.code}`;
    room = rooms.get(code) ?? { queue: [], next: 1 };
    rooms.set(code, room);
    void socket.join(code);
    socket.emit("SESSION_JOINED", {
      code: payload.code,
      device_count: 0,
      current_song: null,
      queue: room.queue,
      playing: false,
    });
    ackOf(rest)?.({ ok: true });
  });

  socket.on("QUEUE_SONG", (payload: SongRefPayload, ...rest: unknown[]) => {
    const item = {
      ...songOf(payload.song?.db_id ?? 1),
      queue_id: `q${instanceTag}-${room.next++}`,
      added_by_user: addedBy,
    };
    room.queue.push(item);
    io.to(code).emit("SONG_QUEUED", { queue: room.queue });
    ackOf(rest)?.({ ok: true });
  });

  socket.on("REMOVE_SONG", (payload: RemovePayload, ...rest: unknown[]) => {
    room.queue = room.queue.filter((item) => item.queue_id !== payload.queue_id);
    io.to(code).emit("SONG_REMOVED", { queue: room.queue });
    ackOf(rest)?.({ ok: true });
  });

  socket.onAny((event: string, ...args: unknown[]) => {
    if (event === "JOIN_SESSION" || event === "QUEUE_SONG" || event === "REMOVE_SONG") return;
    ackOf(args)?.({ ok: true });
  });
});

const server = createServer();
io.attach(server);
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? "127.0.0.1", () => {
  const { address, port } = server.address() as AddressInfo;
  // The line bench/lib/processes.ts's startServer waits for, as the cloud logs it.
  console.log(JSON.stringify({ msg: "bare socket.io server", url: `http://${address}:${port}` }));
});

process.on("SIGTERM", () => {
  io.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
});
