import type { ClientToServerEvents, DeviceKind, ServerToClientEvents } from "@encore/shared";
import type { Server, Socket } from "socket.io";

/** What the cloud knows about a connected device, from its handshake (handshake-identity.ts). */
export interface SocketData {
  device: DeviceKind;
  deviceId: string;
  /** The account's name when signed in, else the guest's cleaned name ("Guest" when none). */
  name: string;
  /** Only an account's picture on Google's avatar host; a guest has none. */
  pictureUrl: string | null;
  /** What per-address limits count this client by (client-address.ts). */
  addressKey: string;
  /** The session this socket has joined, if any. */
  sessionCode: string | null;
  /**
   * Whether this socket is that session's screen: it joined with the session's screen token, or
   * created the session. Only a screen's SONG_ENDED and VIDEO_ERROR count; `device` is a hint.
   */
  screen: boolean;
  /** The account's id when signed in, else null (what the singer is derived from, with deviceId). */
  accountId: string | null;
  /** This socket's singer in the session it joined ("" before it joins: sessions/singers.ts). */
  singer: string;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no events between instances
export type InterServerEvents = {};

export type SessionServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type SessionSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

export function sessionRoom(code: string): string {
  return `session:${code}`;
}

/** The session's screen socket(s): what only the screen is told (HOST_PIN_RENEWED). */
export function screenRoom(code: string): string {
  return `screen:${code}`;
}

export function sessionCodeOfRoom(room: string): string | null {
  return room.startsWith("session:") ? room.slice("session:".length) : null;
}
