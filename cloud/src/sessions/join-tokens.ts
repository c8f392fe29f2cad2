// A session's two tokens (docs/decisions.md, "Join tokens"). The join token is what
// the screen's QR code carries and every device that joined is given; the screen token is the
// screen's own, given once to the device that created the session and stored only as a hash. A
// join that proves either is never counted or blocked by the limits on guessing codes
// (security/join-limits.ts); a wrong one is no proof, and the join is a typed code's.
import { createHash, randomBytes } from "node:crypto";
import { sameSecret, verifierMatches } from "../security/secret-token.js";

/** What a session keeps: the join token as issued (it is handed out again), the screen's hashed. */
export interface StoredTokens {
  joinToken: string | null;
  screenTokenHash: string | null;
}

/** A new session's tokens: what its creator is given, and what is stored. */
export interface IssuedTokens {
  join_token: string;
  screen_token: string;
  stored: StoredTokens;
}

/** What a joining device offers (JOIN_SESSION's `token` and `screen_token`, or the GET's `token`). */
export interface OfferedTokens {
  token?: string | undefined;
  screen_token?: string | undefined;
}

/** 128 random bits, 22 characters of base64url: short enough to keep the QR code easy to scan. */
const newToken = () => randomBytes(16).toString("base64url");

export function issueTokens(): IssuedTokens {
  const joinToken = newToken();
  const screenToken = newToken();
  return {
    join_token: joinToken,
    screen_token: screenToken,
    stored: {
      joinToken,
      screenTokenHash: createHash("sha256").update(screenToken, "utf8").digest("hex"),
    },
  };
}

/** Whether a device offers anything to check (else the session's tokens need not be read). */
export function offersToken(offered: OfferedTokens): boolean {
  return Boolean(offered.token || offered.screen_token);
}

/**
 * Whether the offered screen token is the session's: the only proof that a device is the
 * session's screen (the handshake's `device` is a hint for display). Compared in constant time.
 */
export function screenTokenOpens(stored: StoredTokens | null, offered: OfferedTokens): boolean {
  return (
    Boolean(offered.screen_token) &&
    stored?.screenTokenHash != null &&
    verifierMatches(offered.screen_token ?? "", stored.screenTokenHash)
  );
}

/**
 * Whether the offered tokens prove the join came from the session's QR code, a device of its
 * party or its screen. Compared in constant time: how long a refusal takes says nothing about how
 * much of a guessed token was right.
 */
export function tokensOpen(stored: StoredTokens | null, offered: OfferedTokens): boolean {
  if (!stored) return false;
  const byJoinToken =
    Boolean(offered.token) &&
    stored.joinToken !== null &&
    sameSecret(offered.token ?? "", stored.joinToken);
  const byScreenToken =
    Boolean(offered.screen_token) &&
    stored.screenTokenHash !== null &&
    verifierMatches(offered.screen_token ?? "", stored.screenTokenHash);
  return byJoinToken || byScreenToken;
}
