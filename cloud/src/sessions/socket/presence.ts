// Who is connected to a session. Counted from the sockets in the session's room, across every
// instance when an adapter spans several, as distinct devices: two tabs of one browser or a phone
// reconnecting on a new socket are still one device.
import type { Logger } from "../../logger.js";
import { createRecounts } from "./recounts.js";
import { sessionCodeOfRoom, sessionRoom, type SessionServer } from "./socket-types.js";

/** A session's sockets: how many, and how many of them each device has. */
export interface Members {
  sockets: number;
  socketsPerDevice: Map<string, number>;
  /** The ids of the sockets that joined as the session's screen (docs/protocol.md#screen-presence). */
  screens: string[];
}

export interface Presence {
  deviceIds(code: string): Promise<Set<string>>;
  members(code: string): Promise<Members>;
  deviceCount(code: string): Promise<number>;
  /** Whether a socket that joined as the session's screen is connected, on any instance. */
  screenConnected(code: string): Promise<boolean>;
  /** Sessions with a device connected to this instance. */
  localSessionCodes(): string[];
  /**
   * Parties with a device joined, and their distinct devices, on every instance (docs/admin.md):
   * this instance's alone when another does not answer in time.
   */
  live(): Promise<{ parties: number; devices: number }>;
  /** Drops pending recounts (shutting down). */
  stop(): void;
}

const PRESENCE_TIMEOUT_MS = 2_000;
/**
 * When a partial count is counted again: soon (a killed process is dropped at once), then less
 * often while an instance stays counted but silent (a lost machine, until TCP keepalive).
 */
export const RECOUNT = { delayMs: 5_000, maxDelayMs: 60_000 };

export function createPresence(io: SessionServer, logger: Logger): Presence {
  async function count(
    code: string,
  ): Promise<{ ids: string[]; screens: string[]; partial: boolean }> {
    const room = sessionRoom(code);
    let sockets;
    let partial = false;
    try {
      // Other instances answer within milliseconds; 2 s is a dead one (the default is 5 s).
      sockets = await io.in(room).timeout(PRESENCE_TIMEOUT_MS).fetchSockets();
    } catch {
      // Another instance is gone but still counted (Redis has not dropped its connection yet):
      // count this instance's devices rather than fail a phone's join, and correct it later.
      sockets = await io.local.in(room).fetchSockets();
      partial = true;
    }
    return {
      ids: sockets.map((socket) => socket.data.deviceId),
      screens: sockets.filter((socket) => socket.data.screen).map((socket) => socket.id),
      partial,
    };
  }

  const recounts = createRecounts({
    ...RECOUNT,
    count: async (code) => {
      const { ids, partial } = await count(code);
      return { count: new Set(ids).size, partial };
    },
    announce: (code, event, deviceCount) => {
      io.to(sessionRoom(code)).emit(event, { device_count: deviceCount });
    },
    onError: (error) => logger.warn({ err: error }, "could not recount a session's devices"),
  });

  async function members(code: string): Promise<Members> {
    const { ids, screens, partial } = await count(code);
    const socketsPerDevice = new Map<string, number>();
    for (const id of ids) socketsPerDevice.set(id, (socketsPerDevice.get(id) ?? 0) + 1);
    if (partial) recounts.schedule(code, socketsPerDevice.size);
    return { sockets: ids.length, socketsPerDevice, screens };
  }

  async function deviceIds(code: string): Promise<Set<string>> {
    return new Set((await members(code)).socketsPerDevice.keys());
  }

  return {
    deviceIds,
    members,
    async deviceCount(code) {
      return (await deviceIds(code)).size;
    },
    async screenConnected(code) {
      return (await count(code)).screens.length > 0;
    },
    localSessionCodes() {
      const codes: string[] = [];
      for (const room of io.of("/").adapter.rooms.keys()) {
        const code = sessionCodeOfRoom(room);
        if (code) codes.push(code);
      }
      return codes;
    },
    async live() {
      let sockets;
      try {
        sockets = await io.timeout(PRESENCE_TIMEOUT_MS).fetchSockets();
      } catch {
        sockets = await io.local.fetchSockets();
      }
      const parties = new Set<string>();
      const devices = new Set<string>();
      for (const { data } of sockets) {
        if (data.sessionCode === null) continue;
        parties.add(data.sessionCode);
        devices.add(data.deviceId);
      }
      return { parties: parties.size, devices: devices.size };
    },
    stop: () => recounts.stop(),
  };
}
