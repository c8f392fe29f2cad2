// One instance at a time holds a lease (leases.ts): the first to ask, until it expires; its holder
// renews it. On SQLite, and on PostgreSQL in the second run.
import { afterEach, beforeEach, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test-support/test-database.js";
import { takeLease } from "./leases.js";

let database: TestDatabase;

beforeEach(async () => {
  database = await openTestDatabase();
});

afterEach(async () => {
  await database.remove();
});

it("is held by one holder until it expires, and renewed by its holder", async () => {
  const t0 = new Date("2026-01-01T10:00:00.000Z");
  const later = (ms: number) => new Date(t0.getTime() + ms);
  const take = (holder: string, at: Date) => takeLease(database.db, "refresh", holder, at, 1_000);
  expect(await take("a", t0)).toBe(true);
  expect(await take("b", later(500))).toBe(false);
  expect(await take("a", later(900))).toBe(true); // renewed until 1,900
  expect(await take("b", later(1_500))).toBe(false);
  expect(await take("b", later(2_000))).toBe(true);
  expect(await take("a", later(2_100))).toBe(false);
  // Another lease is another row.
  expect(await takeLease(database.db, "other", "a", later(2_100), 1_000)).toBe(true);
});

it("goes to one of two instances asking at once", async () => {
  const at = new Date();
  const taken = await Promise.all(
    ["a", "b", "c", "d"].map((holder) => takeLease(database.db, "race", holder, at, 60_000)),
  );
  expect(taken.filter(Boolean)).toHaveLength(1);
});
