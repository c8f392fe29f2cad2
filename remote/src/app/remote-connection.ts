// The phone's one session connection (device "remote"), made once the singer's name is known:
// the name goes in the socket's handshake, so a new name is a new connection. A sign-in or out
// under the same name needs a new handshake too (the cloud reads the login cookie there), so the
// connection reconnects: the songs stay this one singer's (docs/remote.md, My songs).
import { deviceId } from "@encore/web/lib/device-id";
import { reconnectOnSignInChange } from "@encore/web/session/follow-sign-in";
import {
  createSessionConnection,
  type SessionConnection,
} from "@encore/web/session/session-connection";
import { store } from "@encore/web/store/store";
import { handshakeNameAtom } from "./identity-atoms";

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

reconnectOnSignInChange({
  resync: () => {
    // Under a new name, connectAs opens a new connection anyway: nothing to reconnect here.
    if (current !== null && store.get(handshakeNameAtom) === current.name) {
      current.connection.resync();
    }
  },
});
