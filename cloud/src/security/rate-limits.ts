// Rate limits on the account calls, counted per client address and per account (the e-mail
// address, or the link for verify and reset). The counters sit behind RateLimiterFactory so that a
// deployment with several cloud instances can swap the in-memory store for rate-limiter-flexible's
// Redis one (cloud/src/scale-out/) without touching the callers.
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { problem, type Problem } from "@encore/shared";
import { tooManyRequests } from "../http/errors.js";

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

/** One family of counters, e.g. sign-in attempts per e-mail address. */
export interface RateLimiter {
  /** Counts one attempt (or `points`): null when allowed, else the seconds until it is. */
  hit(key: string, points?: number): Promise<number | null>;
  /** Counts nothing: the seconds until the next attempt is allowed when all are used, else null. */
  blockedFor(key: string): Promise<number | null>;
  reset(key: string): Promise<void>;
  /**
   * Takes one point before what it guards is checked (counted at once, even in a burst):
   * `wait` as hit's, and `used`, the points used in the window with this one.
   */
  take(key: string): Promise<{ wait: number | null; used: number }>;
  /** Gives back one point taken (a try that turned out right). */
  giveBack(key: string): Promise<void>;
}

export type RateLimiterFactory = (name: string, rule: RateLimitRule) => RateLimiter;

/** One count of a limit: its limiter and the key counted. */
export type Count = readonly [RateLimiter, string];

/**
 * Takes a point of every count in the same turn (rate-limiter-flexible counts in memory at once,
 * and Redis each in the order it arrives, so a burst cannot outrun them); when any count is used
 * up, every point taken is given back. `taken` in the order of `counted`.
 */
export async function takeAll(counted: readonly Count[]): Promise<{
  taken: { wait: number | null; used: number }[];
  blocked: boolean;
  giveBack: () => Promise<void>;
}> {
  const taken = await Promise.all(counted.map(([limiter, key]) => limiter.take(key)));
  const giveBack = () =>
    Promise.all(counted.map(([limiter, key]) => limiter.giveBack(key))).then(() => undefined);
  const blocked = taken.some((one) => one.wait !== null);
  if (blocked) await giveBack();
  return { taken, blocked, giveBack };
}

/** Our RateLimiter over one of rate-limiter-flexible's stores (memory, Redis, …). */
export function limiterFrom(limiter: RateLimiterAbstract): RateLimiter {
  return {
    async hit(key, points = 1) {
      try {
        await limiter.consume(key, points);
        return null;
      } catch (refused) {
        if (refused instanceof RateLimiterRes)
          return Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
        throw refused;
      }
    },
    async blockedFor(key) {
      const used = await limiter.get(key);
      if (!used || used.consumedPoints < limiter.points) return null;
      return Math.max(1, Math.ceil(used.msBeforeNext / 1000));
    },
    async reset(key) {
      await limiter.delete(key);
    },
    async take(key) {
      try {
        const taken = await limiter.consume(key, 1);
        return { wait: null, used: taken.consumedPoints };
      } catch (refused) {
        if (refused instanceof RateLimiterRes)
          return {
            wait: Math.max(1, Math.ceil(refused.msBeforeNext / 1000)),
            used: refused.consumedPoints,
          };
        throw refused;
      }
    },
    async giveBack(key) {
      await limiter.reward(key, 1);
    },
  };
}

export const memoryRateLimiters: RateLimiterFactory = (name, rule) =>
  limiterFrom(
    new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.durationSeconds }),
  );

export const RATE_LIMITED_ACTIONS = [
  "signIn",
  "signUp",
  "forgotPassword",
  "verifyEmail",
  "resetPassword",
] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

export type RateLimitPolicy = Record<
  RateLimitedAction,
  { perAddress: RateLimitRule; perPair: RateLimitRule; perAccount: RateLimitRule }
>;

const minutes = (n: number) => n * 60;

/**
 * Three counters an attempt must pass (docs/decisions.md, Hardening): per client address, on any
 * account (generous: a whole party shares one Wi-Fi address); per account and address, or account
 * and known device (tight: where one guesser aims); and per account from anywhere (a looser ceiling
 * on guessing spread over many addresses, which a known device does not count against, so strangers
 * cannot lock an owner out of their own browsers). Why these numbers: docs/decisions.md.
 */
export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  signIn: {
    perAddress: { points: 50, durationSeconds: minutes(15) },
    perPair: { points: 10, durationSeconds: minutes(15) },
    perAccount: { points: 50, durationSeconds: minutes(15) },
  },
  signUp: {
    perAddress: { points: 20, durationSeconds: minutes(60) },
    perPair: { points: 3, durationSeconds: minutes(60) },
    perAccount: { points: 10, durationSeconds: minutes(60) },
  },
  forgotPassword: {
    perAddress: { points: 20, durationSeconds: minutes(60) },
    perPair: { points: 3, durationSeconds: minutes(60) },
    perAccount: { points: 10, durationSeconds: minutes(60) },
  },
  verifyEmail: {
    perAddress: { points: 30, durationSeconds: minutes(15) },
    perPair: { points: 10, durationSeconds: minutes(15) },
    perAccount: { points: 30, durationSeconds: minutes(15) },
  },
  resetPassword: {
    perAddress: { points: 30, durationSeconds: minutes(15) },
    perPair: { points: 10, durationSeconds: minutes(15) },
    perAccount: { points: 30, durationSeconds: minutes(15) },
  },
};

/**
 * How long until the next attempt is allowed, as a refusal's params: seconds under a minute, else
 * whole minutes. The catalogue texts say it with `{unit, select, seconds {…} other {…}}`.
 */
export function waitParams(retryAfterSeconds: number): {
  wait: number;
  unit: "seconds" | "minutes";
} {
  return retryAfterSeconds < 60
    ? { wait: retryAfterSeconds, unit: "seconds" }
    : { wait: Math.ceil(retryAfterSeconds / 60), unit: "minutes" };
}

/** '15 minutes', '42 seconds': how long until the next attempt is allowed. */
export function waitPhrase(retryAfterSeconds: number): string {
  const { wait, unit } = waitParams(retryAfterSeconds);
  return `${wait} ${unit === "seconds" ? "second" : "minute"}${wait === 1 ? "" : "s"}`;
}

/** 'Too many attempts. Please try again in 15 minutes.' */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please try again in ${waitPhrase(retryAfterSeconds)}.`;
}

export const tooManyAttempts = (retryAfterSeconds: number): Problem =>
  problem(
    "too_many_attempts",
    tooManyAttemptsMessage(retryAfterSeconds),
    waitParams(retryAfterSeconds),
  );

/** Who attempts: the client address, the account aimed at, and the browser when it is known. */
export interface Attempt {
  address: string;
  account: string;
  /** The id of a known device of this account (known-devices.ts); it replaces the address in the pair and skips the account's ceiling. */
  knownDevice?: string | undefined;
}

/** Actions counted per client address only. */
export const ADDRESS_LIMITED_ACTIONS = ["createSession", "search", "adminSignIn"] as const;
export type AddressLimitedAction = (typeof ADDRESS_LIMITED_ACTIONS)[number];

/**
 * Creating a party: a host creates one or two an evening, a venue a few an hour behind one
 * address; 30 an hour from one address is past anything real and bounds session stuffing.
 */
export const DEFAULT_ADDRESS_LIMITS: Record<AddressLimitedAction, RateLimitRule> = {
  createSession: { points: 30, durationSeconds: minutes(60) },
  // Searching (GET /songs, /search): 300 points in any 10 seconds, a point per 200 songs of
  // offset + limit (a phone's page of 70 is one). A phone typing with the 300 ms debounce sends
  // at most 3 a second while its owner types; a hundred phones behind one router, each searching
  // three times in the same 10 seconds, stay under it (docs/security.md, "Search cannot stall the
  // cloud").
  search: { points: 300, durationSeconds: 10 },
  // The operator's password (docs/admin.md, Access): one person who knows it signs in at the first
  // or second try; 10 tries per 15 minutes lets a typo through and makes guessing hopeless.
  adminSignIn: { points: 10, durationSeconds: minutes(15) },
};

/** 'Too many parties started from this address. Please try again in 12 minutes.' */
export function tooManySessionsMessage(retryAfterSeconds: number): string {
  return `Too many parties started from this address. Please try again in ${waitPhrase(retryAfterSeconds)}.`;
}

/** 'Too many searches from this address. Please try again in 4 seconds.' */
export function tooManySearchesMessage(retryAfterSeconds: number): string {
  return `Too many searches from this address. Please try again in ${waitPhrase(retryAfterSeconds)}.`;
}

export const ADDRESS_LIMIT_PROBLEMS: Record<
  AddressLimitedAction,
  (retryAfterSeconds: number) => Problem
> = {
  createSession: (wait) =>
    problem("too_many_parties", tooManySessionsMessage(wait), waitParams(wait)),
  search: (wait) => problem("too_many_searches", tooManySearchesMessage(wait), waitParams(wait)),
  adminSignIn: tooManyAttempts,
};

export interface RateLimits {
  /**
   * Counts an action of a client address (`points` of it, 1 by default); 429 with Retry-After
   * and the message when over.
   */
  checkAddress(action: AddressLimitedAction, address: string, points?: number): Promise<void>;
  /** Counts an attempt; 429 with Retry-After when over any of its limits. */
  check(action: RateLimitedAction, who: Attempt): Promise<void>;
  /** Forgets the attempts of this pair, e.g. after a successful sign-in. */
  forgive(action: RateLimitedAction, who: Attempt): Promise<void>;
}

const pairKey = ({ account, address, knownDevice }: Attempt) =>
  knownDevice ? `${account}|device:${knownDevice}` : `${account}|${address}`;

export function createRateLimits(
  policy: RateLimitPolicy = DEFAULT_RATE_LIMITS,
  factory: RateLimiterFactory = memoryRateLimiters,
  addressPolicy: Record<AddressLimitedAction, RateLimitRule> = DEFAULT_ADDRESS_LIMITS,
): RateLimits {
  const addressLimiters = new Map(
    ADDRESS_LIMITED_ACTIONS.map((action) => [action, factory(action, addressPolicy[action])]),
  );
  const limiters = new Map(
    RATE_LIMITED_ACTIONS.map((action) => [
      action,
      {
        perAddress: factory(`${action}:address`, policy[action].perAddress),
        perPair: factory(`${action}:pair`, policy[action].perPair),
        perAccount: factory(`${action}:account`, policy[action].perAccount),
      },
    ]),
  );
  const of = (action: RateLimitedAction) => limiters.get(action)!;
  return {
    async checkAddress(action, address, points = 1) {
      const wait = await addressLimiters.get(action)!.hit(address, points);
      if (wait !== null) throw tooManyRequests(ADDRESS_LIMIT_PROBLEMS[action](wait), wait);
    },
    async check(action, who) {
      const limits = of(action);
      // Narrowest last: a client already refused does not use up the account's attempts.
      const wait =
        (await limits.perAddress.hit(who.address)) ??
        (await limits.perPair.hit(pairKey(who))) ??
        (who.knownDevice ? null : await limits.perAccount.hit(who.account));
      if (wait !== null) throw tooManyRequests(tooManyAttempts(wait), wait);
    },
    async forgive(action, who) {
      // Only the pair: the account's ceiling counts strangers too, whom the owner's success
      // does not excuse.
      await of(action).perPair.reset(pairKey(who));
    },
  };
}
