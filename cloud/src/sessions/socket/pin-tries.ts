// Wrong host PINs (docs/security.md, "The host PIN"), counted per device, per client address and
// per party, in Redis when several instances share the work (the same store as the join limits),
// else in memory. A try is taken before the PIN is checked, in the same turn as it arrives, so a
// burst of HOST_UNLOCKs cannot all be checked before the first is counted; a right PIN (or a try
// that checked nothing) gives its try back. The party's count is not a refusal but a fuse: the
// try that uses it up, if wrong, renews the party's PIN (its caller does), and the count starts
// again, so a script spread over devices and addresses learns nothing about the new PIN.
import { randomInt } from "node:crypto";
import {
  memoryRateLimiters,
  takeAll,
  type RateLimiter,
  type RateLimiterFactory,
  type RateLimitRule,
} from "../../security/rate-limits.js";

export interface PinLimitPolicy {
  perDevice: RateLimitRule;
  perAddress: RateLimitRule;
  /** Wrong PINs in a party before its PIN is renewed. */
  perParty: RateLimitRule;
}

const TEN_MINUTES = 10 * 60;
/** Why these figures: docs/decisions.md, "Wrong host PINs". */
export const DEFAULT_PIN_LIMITS: PinLimitPolicy = {
  perDevice: { points: 5, durationSeconds: TEN_MINUTES },
  perAddress: { points: 20, durationSeconds: TEN_MINUTES },
  perParty: { points: 10, durationSeconds: TEN_MINUTES },
};
/** A try refused because the party's fuse is being renewed waits this long (seconds). */
const RENEWING_WAIT_S = 1;

/** Who tries a PIN: the party's code, the device and its client address (client-address.ts). */
export interface PinTrier {
  party: string;
  device: string;
  address: string;
}

type Taken = Awaited<ReturnType<RateLimiter["take"]>>;

/** A try taken before the check. */
export interface PinTry {
  /** The PIN was right, or nothing was checked: the try is given back. */
  giveBack(): Promise<void>;
  /** This wrong try used up the party's count: its PIN is to be renewed (renewed() after). */
  readonly lastOfParty: boolean;
}

export interface PinTries {
  /**
   * Takes a try of this device, address and party at once (called before anything is awaited):
   * the try, or the milliseconds to wait when any count is used up (nothing taken then).
   */
  take(who: PinTrier): Promise<PinTry | { waitMs: number }>;
  /** The party has a new PIN: its count starts again. */
  renewed(party: string): Promise<void>;
}

export function createPinTries(
  policy: PinLimitPolicy = DEFAULT_PIN_LIMITS,
  factory: RateLimiterFactory = memoryRateLimiters,
): PinTries {
  const perDevice: RateLimiter = factory("pin:device", policy.perDevice);
  const perAddress: RateLimiter = factory("pin:address", policy.perAddress);
  const perParty: RateLimiter = factory("pin:party", policy.perParty);
  return {
    async take({ party, device, address }) {
      const { taken, blocked, giveBack } = await takeAll([
        [perDevice, `${party}:${device}`],
        [perAddress, `${party}:${address}`],
        [perParty, party],
      ]);
      const [byDevice, byAddress, byParty] = taken as [Taken, Taken, Taken];
      if (blocked) {
        const wait = Math.max(byDevice.wait ?? 0, byAddress.wait ?? 0) || RENEWING_WAIT_S;
        return { waitMs: wait * 1000 };
      }
      return { giveBack, lastOfParty: byParty.used === policy.perParty.points };
    },
    async renewed(party) {
      await perParty.reset(party);
    },
  };
}

/** A new 4-digit host PIN, from the cryptographic generator. */
export function newHostPin(): string {
  return String(randomInt(0, 10_000)).padStart(4, "0");
}
