// Rate limits on the account calls, counted per client address and per account (the e-mail
// address, or the link for verify and reset). The counters sit behind RateLimiterFactory so that a
// deployment with several cloud instances can swap the in-memory store for rate-limiter-flexible's
// Redis one (cloud/src/scale-out/) without touching the callers.
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { tooManyRequests } from "../http/errors.js";

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

/** One family of counters, e.g. sign-in attempts per e-mail address. */
export interface RateLimiter {
  /** Counts one attempt: null when allowed, else the seconds until the next one is. */
  hit(key: string): Promise<number | null>;
  /** Counts nothing: the seconds until the next attempt is allowed when all are used, else null. */
  blockedFor(key: string): Promise<number | null>;
  reset(key: string): Promise<void>;
}

export type RateLimiterFactory = (name: string, rule: RateLimitRule) => RateLimiter;

/** Our RateLimiter over one of rate-limiter-flexible's stores (memory, Redis, …). */
export function limiterFrom(limiter: RateLimiterAbstract): RateLimiter {
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
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
  { perAddress: RateLimitRule; perAccount: RateLimitRule }
>;

const minutes = (n: number) => n * 60;

/**
 * Per address is generous because a whole party shares one Wi-Fi address; per account is tight
 * because that is where guessing and mail flooding aim. Why these numbers: docs/decisions.md.
 */
export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  signIn: {
    perAddress: { points: 50, durationSeconds: minutes(15) },
    perAccount: { points: 10, durationSeconds: minutes(15) },
  },
  signUp: {
    perAddress: { points: 20, durationSeconds: minutes(60) },
    perAccount: { points: 3, durationSeconds: minutes(60) },
  },
  forgotPassword: {
    perAddress: { points: 20, durationSeconds: minutes(60) },
    perAccount: { points: 3, durationSeconds: minutes(60) },
  },
  verifyEmail: {
    perAddress: { points: 30, durationSeconds: minutes(15) },
    perAccount: { points: 10, durationSeconds: minutes(15) },
  },
  resetPassword: {
    perAddress: { points: 30, durationSeconds: minutes(15) },
    perAccount: { points: 10, durationSeconds: minutes(15) },
  },
};

/** 'Too many attempts. Please try again in 15 minutes.' */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}`
      : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? "" : "s"}`;
  return `Too many attempts. Please try again in ${wait}.`;
}

export interface RateLimits {
  /** Counts an attempt from a client address on an account; 429 with Retry-After when over. */
  check(action: RateLimitedAction, who: { address: string; account: string }): Promise<void>;
  /** Forgets an account's attempts, e.g. after a successful sign-in. */
  forgive(action: RateLimitedAction, account: string): Promise<void>;
}

export function createRateLimits(
  policy: RateLimitPolicy = DEFAULT_RATE_LIMITS,
  factory: RateLimiterFactory = memoryRateLimiters,
): RateLimits {
  const limiters = new Map(
    RATE_LIMITED_ACTIONS.map((action) => [
      action,
      {
        perAddress: factory(`${action}:address`, policy[action].perAddress),
        perAccount: factory(`${action}:account`, policy[action].perAccount),
      },
    ]),
  );
  const of = (action: RateLimitedAction) => limiters.get(action)!;
  return {
    async check(action, { address, account }) {
      // The address first: a client already refused does not use up the account's attempts.
      const wait =
        (await of(action).perAddress.hit(address)) ?? (await of(action).perAccount.hit(account));
      if (wait !== null) throw tooManyRequests(tooManyAttemptsMessage(wait), wait);
    },
    async forgive(action, account) {
      await of(action).perAccount.reset(account);
    },
  };
}
