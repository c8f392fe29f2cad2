// A device that cannot keep up is sent the newest state when it can take it, not every broadcast
// (docs/decisions.md, "A whole party at once"). A socket of this instance still writing
// what it was sent before when its session's next broadcast goes out (a phone on weak Wi-Fi, a
// process too busy to read) is left out of it. What it missed is kept for it, coalesced as the
// broadcasts are (a newer queue replaces an older one), and sent once it has written everything:
// its events still follow on one from another (`since`), so it sees no gap, and its unread
// bytes no longer grow with the party's commands.
import { coalesce, type CommittedEvent, type OutgoingEvent } from "../broadcast-coalescer.js";
import { sessionRoom, type SessionServer, type SessionSocket } from "./socket-types.js";

/**
 * What socket.io's engine shows of a connection's writes: engine.io's Socket (packets waiting
 * for the transport) and its WebSocket transport, whose `socket` is the `ws` WebSocket
 * (`bufferedAmount`: bytes the operating system has not taken yet).
 */
interface EngineConnection {
  transport: { name: string; socket?: { bufferedAmount?: number } };
  writeBuffer: readonly unknown[];
}

/**
 * Whether a socket is behind: the operating system's send buffer for it is full (its device is
 * not reading as fast as it is sent), so what it was sent waits in this process. Long-polling
 * holds packets between polls as a matter of course, so it never counts as behind.
 */
export function isWriting(socket: Pick<SessionSocket, "conn">): boolean {
  const conn = socket.conn as unknown as EngineConnection;
  if (conn.transport.name !== "websocket") return false;
  return (conn.transport.socket?.bufferedAmount ?? 0) > 0 || conn.writeBuffer.length > 0;
}

/** The wire form of an event: its data, its version, and `since` when it stands for more. */
export function wireData({ event, version, since }: OutgoingEvent): unknown {
  return { ...event.data, version, ...(since === undefined ? {} : { since }) };
}

export interface LaggingSocketsOptions {
  io: SessionServer;
  /** How often a socket left out is looked at again. */
  checkMs: number;
  /** Whether a socket is still writing; isWriting unless given. */
  writing?: (socket: SessionSocket) => boolean;
}

export interface LaggingSockets {
  /** Sends a tick's events to the session's room, but only later to sockets still writing. */
  send(code: string, events: readonly OutgoingEvent[]): void;
  /** Sockets waiting to be sent what they missed (for tests and shutdown). */
  readonly waiting: number;
}

interface Owed {
  code: string;
  events: CommittedEvent[];
}

export function createLaggingSockets(options: LaggingSocketsOptions): LaggingSockets {
  const { io, checkMs } = options;
  const writing = options.writing ?? isWriting;
  const owed = new Map<string, Owed>();
  let flushes = 0;

  const emitTo = (socket: SessionSocket, events: readonly OutgoingEvent[]) => {
    for (const one of events)
      (socket.emit as (name: string, data: unknown) => boolean)(one.event.type, wireData(one));
  };

  /** Sends a socket what it missed once it has written everything; forgets it once it left. */
  function check(socket: SessionSocket): void {
    const entry = owed.get(socket.id);
    if (!entry) return;
    if (!socket.connected || socket.data.sessionCode !== entry.code) {
      owed.delete(socket.id);
      return;
    }
    if (writing(socket)) {
      setTimeout(() => check(socket), checkMs);
      return;
    }
    owed.delete(socket.id);
    emitTo(socket, coalesce(entry.events));
  }

  function owe(socket: SessionSocket, code: string, events: readonly OutgoingEvent[]): void {
    flushes += 1;
    const command = flushes;
    const missed = events.map((one) => ({ ...one, command }));
    const entry = owed.get(socket.id);
    if (entry && entry.code === code) {
      // Kept coalesced: a socket behind for long holds about one event, not all it missed.
      entry.events = coalesce([...entry.events, ...missed]).map((one, index) => ({
        ...one,
        command: -index,
      }));
      return;
    }
    owed.set(socket.id, { code, events: missed });
    setTimeout(() => check(socket), checkMs);
  }

  return {
    send(code, events) {
      const room = sessionRoom(code);
      const behind: SessionSocket[] = [];
      for (const id of io.sockets.adapter.rooms.get(room) ?? []) {
        const socket = io.sockets.sockets.get(id);
        if (socket && (owed.has(id) || writing(socket))) behind.push(socket);
      }
      const operator =
        behind.length === 0 ? io.to(room) : io.to(room).except(behind.map((socket) => socket.id));
      for (const one of events)
        (operator.emit as (name: string, data: unknown) => boolean)(one.event.type, wireData(one));
      for (const socket of behind) owe(socket, code, events);
    },
    get waiting() {
      return owed.size;
    },
  };
}
