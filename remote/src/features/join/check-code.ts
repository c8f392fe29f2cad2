// Whether the cloud knows a session code, asked over HTTP before the guest is taken into the
// party: an unknown code is said on the form, with nothing typed lost.
import { api } from "@encore/web/api/encore-api";
import { ApiError } from "@encore/web/api/http-client";
import { errorText } from "@encore/web/i18n/error-text";
import { joinRefusalHint } from "./join-rules";

export type CodeCheck =
  | { kind: "found" }
  | { kind: "unknown" }
  /** Too many wrong codes from this address (the cloud's limit): its message, and the way in. */
  | { kind: "limited"; message: string; hint: string | null }
  | { kind: "unreachable" };

/** With the party's join token, the check is never held back by the limits on guessing codes. */
export async function checkCode(code: string, token?: string | null): Promise<CodeCheck> {
  try {
    await api.session(code, token);
    return { kind: "found" };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: "unknown" };
    if (error instanceof ApiError && error.status === 429) {
      return { kind: "limited", message: errorText(error), hint: joinRefusalHint(error) };
    }
    return { kind: "unreachable" };
  }
}
