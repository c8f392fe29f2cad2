// The phone's one session connection (device "remote"), made once the singer's name is known:
// the name goes in the socket's handshake, so a new name is a new connection.
import { deviceId } from "@encore/web/lib/device-id";
import {
  createSessionConnection,
  type SessionConnection,
} from "@encore/web/session/session-connection";

let current: { name: string; connection: SessionConnection } | null = null;

export function connectAs(name: string): SessionConnection {
  if (current?.name === name) return current.connection;
  current?.connection.leave();
  const connection = createSessionConnection({ device: "remote", deviceId: deviceId(), name });
  current = { name, connection };
  return connection;
}

/** The connection of the party this phone is in; null before it has joined one. */
export function activeConnection(): SessionConnection | null {
  return current?.connection ?? null;
}

/** Leave the party: the socket closes and the view empties. */
export function disconnect(): void {
  current?.connection.leave();
  current = null;
}
