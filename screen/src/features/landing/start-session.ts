// PRESS ENTER (docs/product.md#landing): reuse the stored session while the cloud still knows it,
// else create one. The new session's tokens are kept with its code (docs/screen.md, Join card).
// A new party names the one this TV left (`moved_from`), so that party's phones follow the TV
// (docs/screen.md, "The party moves with the TV"); then the old one is forgotten.
import { ApiError } from "@encore/web/api/http-client";
import { api } from "@encore/web/api/encore-api";
import { storedSession } from "@encore/web/session/stored-session";

export async function startSession(): Promise<string> {
  const stored = storedSession.code();
  if (stored) {
    try {
      // With its join token, the check is never held back by a guesser on the same Wi-Fi.
      const session = await api.session(stored, storedSession.tokens(stored).join_token);
      return session.code;
    } catch (error) {
      // Unknown (404) or unreadable: a new party. Anything else (offline) is the caller's error.
      if (!(error instanceof ApiError) || error.status === 0) throw error;
      storedSession.leave();
    }
  }
  const { code, screen_token, join_token } = await createNamingTheLeft();
  storedSession.forgetLeft();
  storedSession.remember(code);
  storedSession.rememberTokens(code, { screen_token, join_token });
  return code;
}

async function createNamingTheLeft() {
  const left = storedSession.left();
  if (!left) return api.createSession();
  try {
    return await api.createSession(left);
  } catch (error) {
    // A party left that the cloud refuses to name (gone, another screen's): a new party all the
    // same. Offline stays the caller's error, and the party left is kept for the next Enter.
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) throw error;
    return api.createSession();
  }
}
