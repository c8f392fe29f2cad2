// New singers (docs/security.md, "Singer identities"): a script that changes its device_id at
// every join would be a new singer each time, each with its own songs waiting. Issuing a singer
// the party does not have yet is counted per client address and per party, in Redis when several
// instances share the work; a device or an account the party knows costs nothing. Why these
// figures: docs/decisions.md, "New singers".
import {
  memoryRateLimiters,
  takeAll,
  type RateLimiterFactory,
  type RateLimitRule,
} from "../../security/rate-limits.js";

export interface SingerLimitPolicy {
  perAddress: RateLimitRule;
  perParty: RateLimitRule;
}

export const DEFAULT_SINGER_LIMITS: SingerLimitPolicy = {
  perAddress: { points: 50, durationSeconds: 10 * 60 },
  perParty: { points: 60, durationSeconds: 10 * 60 },
};

export interface SingerLimits {
  /** Counts a new singer: null when it may be issued, else the seconds to wait (nothing counted). */
  issue(address: string, party: string): Promise<number | null>;
}

export function createSingerLimits(
  policy: SingerLimitPolicy = DEFAULT_SINGER_LIMITS,
  factory: RateLimiterFactory = memoryRateLimiters,
): SingerLimits {
  const perAddress = factory("singer:address", policy.perAddress);
  const perParty = factory("singer:party", policy.perParty);
  return {
    async issue(address, party) {
      const { taken, blocked } = await takeAll([
        [perAddress, `${party}:${address}`],
        [perParty, party],
      ]);
      if (!blocked) return null;
      return Math.max(1, ...taken.map((one) => one.wait ?? 0));
    },
  };
}
