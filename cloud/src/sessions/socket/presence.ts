// Who is connected to a session. Counted from the sockets in the session's room, across every
// instance when an adapter spans several, as distinct devices: two tabs of one browser or a phone
// reconnecting on a new socket are still one device.
import { sessionCodeOfRoom, sessionRoom, type SessionServer } from "./socket-types.js";

export interface Presence {
  deviceIds(code: string): Promise<Set<string>>;
  deviceCount(code: string): Promise<number>;
  /** Sessions with a device connected to this instance. */
  localSessionCodes(): string[];
}

const PRESENCE_TIMEOUT_MS = 2_000;

export function createPresence(io: SessionServer): Presence {
  async function deviceIds(code: string): Promise<Set<string>> {
    const room = sessionRoom(code);
    let sockets;
    try {
      // Other instances answer within milliseconds; 2 s is a dead one (the default is 5 s).
      sockets = await io.in(room).timeout(PRESENCE_TIMEOUT_MS).fetchSockets();
    } catch {
      // Another instance died and has not yet been noticed gone (the adapter's heartbeat): count
      // this instance's devices rather than fail a phone's join.
      sockets = await io.local.in(room).fetchSockets();
    }
    return new Set(sockets.map((socket) => socket.data.deviceId));
  }
  return {
    deviceIds,
    async deviceCount(code) {
      return (await deviceIds(code)).size;
    },
    localSessionCodes() {
      const codes: string[] = [];
      for (const room of io.of("/").adapter.rooms.keys()) {
        const code = sessionCodeOfRoom(room);
        if (code) codes.push(code);
      }
      return codes;
    },
  };
}
