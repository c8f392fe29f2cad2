// The tokens a screen keeps with its stored session: its own screen token, which
// makes it the session's screen and is never held back by the limits on guessing codes, and the
// join token its QR code carries. Kept as JSON beside the stored code and read only for that code:
// a session cleared and created anew is a new party with new tokens (docs/screen.md, Join card).
import { movedFromSchema, type MovedFrom } from "@encore/shared";
import { z } from "zod/mini";

export interface SessionTokens {
  screen_token: string | null;
  join_token: string | null;
}

const storedSchema = z.object({
  code: z.string(),
  screen_token: z.nullable(z.string()),
  join_token: z.nullable(z.string()),
});

export const NO_TOKENS: SessionTokens = { screen_token: null, join_token: null };

/** The stored tokens of `code`; none when what is stored is unreadable or another session's. */
export function readSessionTokens(raw: string | null, code: string): SessionTokens {
  if (raw === null) return NO_TOKENS;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return NO_TOKENS;
  }
  const parsed = storedSchema.safeParse(value);
  if (!parsed.success || parsed.data.code !== code) return NO_TOKENS;
  return { screen_token: parsed.data.screen_token, join_token: parsed.data.join_token };
}

export function writeSessionTokens(code: string, tokens: SessionTokens): string {
  return JSON.stringify({ code, ...tokens });
}

/**
 * The party a screen left, kept until its next party is created with `moved_from` (docs/screen.md,
 * "The party moves with the TV"); only a session whose screen token it had can be named.
 */
export function leftSession(code: string, tokens: SessionTokens): MovedFrom | null {
  return tokens.screen_token ? { code, screen_token: tokens.screen_token } : null;
}

/** The stored party left, or null when none is stored or it is unreadable. */
export function readLeftSession(raw: string | null): MovedFrom | null {
  if (raw === null) return null;
  try {
    const parsed = movedFromSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
