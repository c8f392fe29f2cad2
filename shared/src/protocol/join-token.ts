// The join token: an unguessable value of one session that the screen's QR code
// carries as `?t=` and every device that joined is given. A join that carries it proves it came
// from the TV's QR or from a device of the party, so the limits on guessing codes leave it alone;
// a typed code has none and is limited (docs/decisions.md, Join tokens).
import { z } from "zod/mini";
import type { ErrorCode } from "./error-codes.js";

/** The join address's query parameter: `{public_url}/remote/join/{CODE}?t={token}`. */
export const JOIN_TOKEN_PARAM = "t";
/** Longer than any token the cloud issues; a longer one is refused as bad input. */
export const MAX_JOIN_TOKEN_LENGTH = 128;

const TOKEN_SHAPE = new RegExp(`^[A-Za-z0-9_-]{1,${MAX_JOIN_TOKEN_LENGTH}}$`);

/** The token of a join address's query string (`?t=…`), or null when it has none that could be one. */
export function joinTokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get(JOIN_TOKEN_PARAM);
  return token !== null && TOKEN_SHAPE.test(token) ? token : null;
}

/** How the cloud's refusal of a client that used up its wrong codes begins (HTTP 429 and ERROR). */
export const JOIN_LIMITED_PREFIX = "Too many wrong session codes";
export const JOIN_LIMITED_CODE: ErrorCode = "too_many_wrong_codes";

/**
 * Whether a refusal is the one of a client that used up its wrong codes: by its code, or by its
 * message for a cloud older than the codes.
 */
export function isJoinLimited(error: { message: string; code?: string | undefined }): boolean {
  return error.code === JOIN_LIMITED_CODE || error.message.startsWith(JOIN_LIMITED_PREFIX);
}

/** GET /sessions/{code}?token=…: a device that holds the join token reads the session unlimited. */
export const sessionQuerySchema = z.object({
  token: z.optional(
    z
      .string({ error: "token must be text" })
      .check(
        z.maxLength(
          MAX_JOIN_TOKEN_LENGTH,
          `token must be at most ${MAX_JOIN_TOKEN_LENGTH} characters`,
        ),
      ),
  ),
});
