// Limits on guessing session codes: wrong JOIN_SESSION codes are counted per client address (an
// IPv6 /64, client-address.ts) and per socket, in Redis when several instances share the work.
// Once either count is used up, every join from there is refused until its window ends, a right
// code too: otherwise a guesser would only need to notice which answer differs. Right codes are
// never counted, so a party joining behind one Wi-Fi address is not slowed down. Why these
// figures, in expected time to find a party: docs/decisions.md (Hardening, socket side). A join
// with the session's join token or screen token is not counted or blocked at all
// (sessions/join-tokens.ts).
import { JOIN_LIMITED_PREFIX, problem, type Problem } from "@encore/shared";
import {
  memoryRateLimiters,
  waitParams,
  waitPhrase,
  type RateLimiter,
  type RateLimiterFactory,
  type RateLimitRule,
} from "./rate-limits.js";

export interface JoinLimitPolicy {
  perAddress: RateLimitRule;
  perSocket: RateLimitRule;
}

export const DEFAULT_JOIN_LIMITS: JoinLimitPolicy = {
  perAddress: { points: 20, durationSeconds: 60 * 60 },
  perSocket: { points: 10, durationSeconds: 10 * 60 },
};

/** Who is joining: the client's address key and its socket (none for GET /api/sessions/{code}). */
export interface Joiner {
  address: string;
  socket?: string;
}

export interface JoinLimits {
  /** Seconds until this joiner may try again when it has used up its wrong codes, else null. */
  blockedFor(who: Joiner): Promise<number | null>;
  /** Counts a wrong code; the seconds to wait when that used up the last one, else null. */
  wrongCode(who: Joiner): Promise<number | null>;
}

/** 'Too many wrong session codes; try again in 42 minutes' */
export function tooManyWrongCodesMessage(seconds: number): string {
  return `${JOIN_LIMITED_PREFIX}; try again in ${waitPhrase(seconds)}`;
}

export const tooManyWrongCodes = (seconds: number): Problem =>
  problem("too_many_wrong_codes", tooManyWrongCodesMessage(seconds), waitParams(seconds));

const longest = (waits: (number | null)[]): number | null =>
  waits.reduce<number | null>(
    (most, wait) => (wait === null ? most : Math.max(most ?? 0, wait)),
    null,
  );

export function createJoinLimits(
  policy: JoinLimitPolicy = DEFAULT_JOIN_LIMITS,
  factory: RateLimiterFactory = memoryRateLimiters,
): JoinLimits {
  const perAddress: RateLimiter = factory("join:address", policy.perAddress);
  const perSocket: RateLimiter = factory("join:socket", policy.perSocket);
  async function blockedFor({ address, socket }: Joiner): Promise<number | null> {
    return longest(
      await Promise.all([
        perAddress.blockedFor(address),
        socket === undefined ? null : perSocket.blockedFor(socket),
      ]),
    );
  }
  return {
    blockedFor,
    async wrongCode(who) {
      // Both counted, always: a guesser spreading its codes over sockets still counts per address.
      await Promise.all([
        perAddress.hit(who.address),
        who.socket === undefined ? null : perSocket.hit(who.socket),
      ]);
      return blockedFor(who);
    },
  };
}
