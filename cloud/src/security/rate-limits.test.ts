import { describe, expect, it } from "vitest";
import { HttpError } from "../http/errors.js";
import {
  createRateLimits,
  DEFAULT_RATE_LIMITS,
  memoryRateLimiters,
  tooManyAttemptsMessage,
  type RateLimitPolicy,
} from "./rate-limits.js";

const tight: RateLimitPolicy = {
  ...DEFAULT_RATE_LIMITS,
  signIn: {
    perAddress: { points: 3, durationSeconds: 60 },
    perPair: { points: 2, durationSeconds: 600 },
    perAccount: { points: 2, durationSeconds: 900 },
  },
};

async function refusal(promise: Promise<void>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("rate limits", () => {
  it("refuse an account past its attempts, from any address, with Retry-After", async () => {
    const limits = createRateLimits(tight);
    await limits.check("signIn", { address: "1.1.1.1", account: "ann@example.com" });
    await limits.check("signIn", { address: "2.2.2.2", account: "ann@example.com" });
    const error = await refusal(
      limits.check("signIn", { address: "3.3.3.3", account: "ann@example.com" }),
    );
    expect(error.status).toBe(429);
    expect(error.message).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(Number(error.headers["Retry-After"])).toBeGreaterThan(890);
    // Another account is not affected.
    await limits.check("signIn", { address: "3.3.3.3", account: "bob@example.com" });
  });

  it("refuse an address past its attempts, whatever the account", async () => {
    const limits = createRateLimits(tight);
    for (const account of ["a@x.co", "b@x.co", "c@x.co"]) {
      await limits.check("signIn", { address: "9.9.9.9", account });
    }
    const error = await refusal(limits.check("signIn", { address: "9.9.9.9", account: "d@x.co" }));
    expect(error.headers["Retry-After"]).toBe("60");
    expect(error.message).toBe("Too many attempts. Please try again in 1 minute.");
    // The refused attempt did not count against d@x.co.
    await limits.check("signIn", { address: "8.8.8.8", account: "d@x.co" });
    await limits.check("signIn", { address: "8.8.8.8", account: "d@x.co" });
  });

  it("refuse one address on one account past the pair's attempts, not the owner elsewhere", async () => {
    const limits = createRateLimits({
      ...tight,
      signIn: { ...tight.signIn, perAccount: { points: 50, durationSeconds: 900 } },
    });
    const stranger = { address: "6.6.6.6", account: "ann@example.com" };
    await limits.check("signIn", stranger);
    await limits.check("signIn", stranger);
    const error = await refusal(limits.check("signIn", stranger));
    expect(error.headers["Retry-After"]).toBe("600");
    await limits.check("signIn", { address: "1.1.1.1", account: "ann@example.com" });
  });

  it("let a known device past the account's ceiling, counted per device instead", async () => {
    const limits = createRateLimits(tight);
    await limits.check("signIn", { address: "6.6.6.1", account: "ann@example.com" });
    await limits.check("signIn", { address: "6.6.6.2", account: "ann@example.com" });
    await refusal(limits.check("signIn", { address: "1.1.1.1", account: "ann@example.com" }));
    const owner = { address: "1.1.1.1", account: "ann@example.com", knownDevice: "dev-1" };
    await limits.check("signIn", owner);
    await limits.check("signIn", owner);
    await refusal(limits.check("signIn", owner)); // the device's own pair limit still holds
  });

  it("forgive a pair's attempts, not the account's ceiling", async () => {
    const limits = createRateLimits({
      ...tight,
      signIn: { ...tight.signIn, perAccount: { points: 3, durationSeconds: 900 } },
    });
    const owner = { address: "1.1.1.1", account: "ann@example.com" };
    await limits.check("signIn", owner);
    await limits.check("signIn", owner);
    await limits.forgive("signIn", owner);
    await limits.check("signIn", owner);
    // Three attempts on the account: the ceiling is reached whoever made them.
    await refusal(limits.check("signIn", { address: "1.1.1.2", account: "ann@example.com" }));
  });

  it("keep each action's counters apart", async () => {
    const limits = createRateLimits(tight);
    await limits.check("signIn", { address: "1.1.1.1", account: "x@x.co" });
    await limits.check("signIn", { address: "1.1.1.1", account: "x@x.co" });
    await limits.check("signUp", { address: "1.1.1.1", account: "x@x.co" });
  });

  it("phrase the wait", () => {
    expect(tooManyAttemptsMessage(1)).toBe("Too many attempts. Please try again in 1 second.");
    expect(tooManyAttemptsMessage(42)).toBe("Too many attempts. Please try again in 42 seconds.");
    expect(tooManyAttemptsMessage(61)).toBe("Too many attempts. Please try again in 2 minutes.");
  });

  it("the memory store counts per key and forgets on reset", async () => {
    const limiter = memoryRateLimiters("test", { points: 1, durationSeconds: 30 });
    expect(await limiter.hit("k")).toBeNull();
    expect(await limiter.hit("k")).toBeGreaterThan(25);
    expect(await limiter.hit("other")).toBeNull();
    await limiter.reset("k");
    expect(await limiter.hit("k")).toBeNull();
  });
});

describe("blockedFor", () => {
  it("counts nothing, and names the wait once every attempt is used", async () => {
    const limiter = memoryRateLimiters("blocked", { points: 2, durationSeconds: 60 });
    expect(await limiter.blockedFor("k")).toBeNull();
    await limiter.hit("k");
    expect(await limiter.blockedFor("k")).toBeNull();
    expect(await limiter.blockedFor("k")).toBeNull();
    await limiter.hit("k");
    expect(await limiter.blockedFor("k")).toBeGreaterThan(55);
    expect(await limiter.blockedFor("other")).toBeNull();
  });
});
