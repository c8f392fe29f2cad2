// Sign-in takes as long whatever the address is (docs/decisions.md, Hardening: a wrong password for
// a sign-up not yet verified took twice as long as an unknown address, which told the two apart).
// Every path checks exactly one argon2 hash; compared here by medians of interleaved tries, with a
// generous margin.
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, uniqueEmail } from "../test-support/accounts-fixtures.js";
import { TestBrowser } from "../test-support/test-browser.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
});

afterAll(async () => {
  await server.close();
});

// Nine interleaved tries tell one hash check from two (a ratio of 2) with the margin below; each
// try is an argon2 check, which a loaded 2-core machine can stretch to a second or more.
const TRIES = 9;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

async function timedSignIn(email: string): Promise<number> {
  // A new address each time, so no rate limit is met on the way.
  const browser = new TestBrowser(server);
  const started = performance.now();
  const answer = await browser.post("/api/auth/login", { email, password: "Wrong-Password-9" });
  const elapsed = performance.now() - started;
  expect(answer.status).toBe(401);
  return elapsed;
}

describe("sign-in with a wrong password", () => {
  it(
    "takes as long for an unverified sign-up, an account, a Google-only account and an unknown address",
    { timeout: 180_000 },
    async () => {
      const unverified = uniqueEmail("pending");
      // Several pending sign-ups of one address: each used to cost a hash check of its own.
      for (const password of ["Pending-One-1", "Pending-Two-2", "Pending-Three-3"]) {
        const answer = await new TestBrowser(server).post("/api/auth/signup", {
          email: unverified,
          password,
          name: "Pending",
        });
        expect(answer.status).toBe(201);
      }
      const account = (await createUser(server.services.database.db)).email;
      const googleOnly = (await createUser(server.services.database.db, { password: null })).email;
      const paths = { unknown: [] as number[], unverified: [], account: [], googleOnly: [] };
      await timedSignIn(uniqueEmail("warm-up"));
      for (let i = 0; i < TRIES; i++) {
        // Interleaved, so a busy moment on the machine slows every path alike.
        paths.unknown.push(await timedSignIn(uniqueEmail("nobody")));
        (paths.unverified as number[]).push(await timedSignIn(unverified));
        (paths.account as number[]).push(await timedSignIn(account));
        (paths.googleOnly as number[]).push(await timedSignIn(googleOnly));
      }
      const base = median(paths.unknown);
      for (const [name, times] of Object.entries(paths)) {
        const ratio = median(times) / base;
        expect(
          ratio,
          `${name}: median ${median(times).toFixed(1)} ms vs ${base.toFixed(1)} ms`,
        ).toBeGreaterThan(0.6);
        expect(
          ratio,
          `${name}: median ${median(times).toFixed(1)} ms vs ${base.toFixed(1)} ms`,
        ).toBeLessThan(1.6);
      }
    },
  );
});
