// Who a device is, the cloud reads once per connection: from the login cookie the browser sends
// with the socket's handshake. A connection made before a sign-in would add songs as
// a guest until the page reloads, and one made before a sign-out under the old account. So when
// the signed-in account changes, the connection reconnects (a new handshake, same session, the
// whole state again) and the next songs carry the account's name and picture, or the guest's.
import { authAtom, type AuthState } from "../auth/auth-atoms";
import { store } from "../store/store";
import type { SessionConnection } from "./session-connection";

/**
 * Who the cookie says the device is, as far as the cloud's handshake can tell: null while the
 * first check is on its way (the socket's handshake already carried whatever cookie there is).
 */
export function accountKey(auth: AuthState): string | null {
  if (auth.status === "loading") return null;
  if (auth.status === "out") return "guest";
  const { email, name, picture_url } = auth.user;
  return JSON.stringify([email, name, picture_url]);
}

/** Whether a change of the auth state needs a new handshake. */
export function identityChanged(previous: string | null, next: string | null): boolean {
  return previous !== null && next !== null && previous !== next;
}

/** Reconnects `connection` whenever the signed-in account changes; returns the unsubscribe. */
export function reconnectOnSignInChange(connection: Pick<SessionConnection, "resync">): () => void {
  let known = accountKey(store.get(authAtom));
  return store.sub(authAtom, () => {
    const next = accountKey(store.get(authAtom));
    if (identityChanged(known, next)) connection.resync();
    if (next !== null) known = next;
  });
}
