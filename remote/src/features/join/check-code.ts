// Whether the cloud knows a session code, asked over HTTP before the guest is taken into the
// party: an unknown code is said on the form, with nothing typed lost.
import { api } from "@encore/web/api/encore-api";
import { ApiError } from "@encore/web/api/http-client";

export type CodeCheck =
  | { kind: "found" }
  | { kind: "unknown" }
  /** Too many wrong codes from this address (the cloud's limit): its message. */
  | { kind: "limited"; message: string }
  | { kind: "unreachable" };

export async function checkCode(code: string): Promise<CodeCheck> {
  try {
    await api.session(code);
    return { kind: "found" };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: "unknown" };
    if (error instanceof ApiError && error.status === 429) {
      return { kind: "limited", message: error.message };
    }
    return { kind: "unreachable" };
  }
}
