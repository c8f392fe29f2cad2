// PRESS ENTER (docs/product.md#landing): reuse the stored session while the cloud still knows it,
// else create one. The new session's tokens are kept with its code (docs/screen.md, Join card).
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
      storedSession.clear();
    }
  }
  const { code, screen_token, join_token } = await api.createSession();
  storedSession.remember(code);
  storedSession.rememberTokens(code, { screen_token, join_token });
  return code;
}
