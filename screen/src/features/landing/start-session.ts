// PRESS ENTER (spec §2): reuse the stored session while the cloud still knows it, else create one.
import { ApiError } from "@encore/web/api/http-client";
import { api } from "@encore/web/api/encore-api";
import { storedSession } from "@encore/web/session/stored-session";

export async function startSession(): Promise<string> {
  const stored = storedSession.code();
  if (stored) {
    try {
      const session = await api.session(stored);
      return session.code;
    } catch (error) {
      // Unknown (404) or unreadable: a new party. Anything else (offline) is the caller's error.
      if (!(error instanceof ApiError) || error.status === 0) throw error;
      storedSession.clear();
    }
  }
  const { code } = await api.createSession();
  storedSession.remember(code);
  return code;
}
