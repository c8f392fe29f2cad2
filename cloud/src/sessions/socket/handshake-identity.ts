// Who a socket says it is, believed only where it can be checked: a signed-in user's name and
// picture come from the account of the login cookie the browser sends with the handshake; a
// guest's name from the query, cleaned (control and direction characters out, capped at
// MAX_DISPLAY_NAME_LENGTH; blank is "Guest"), and a guest has no picture. Both names are stored
// clean: the queue shows them as they are (docs/security.md, "Text that spoofs its neighbours"). A picture is kept only from Google's avatar host (shared picture-url.ts).
import type { IncomingMessage } from "node:http";
import { allowedPictureOrNull, cleanDisplayName } from "@encore/shared";
import { SESSION_COOKIE } from "../../accounts/auth-cookies.js";

export interface SocketIdentity {
  name: string;
  pictureUrl: string | null;
  /** The signed-in account's id; null for a guest. Never sent to anyone (sessions/singers.ts). */
  accountId: string | null;
}

/** The account of a login-session cookie value, when it names a live one. */
export type AccountOfToken = (
  token: string,
) => Promise<{ id: number | string; name: string; picture_url: string | null } | undefined>;

/** One cookie's value from a Cookie header (the login cookie's value is plain, never encoded). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at !== -1 && pair.slice(0, at).trim() === name)
      return pair.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

export async function identify(
  request: IncomingMessage,
  guestName: string | undefined,
  accountOf: AccountOfToken,
): Promise<SocketIdentity> {
  const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
  const account = token ? await accountOf(token) : undefined;
  if (account) {
    return {
      name: cleanDisplayName(account.name),
      pictureUrl: allowedPictureOrNull(account.picture_url),
      accountId: String(account.id),
    };
  }
  return { name: cleanDisplayName(guestName), pictureUrl: null, accountId: null };
}
