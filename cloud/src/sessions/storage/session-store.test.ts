// The session store's reads on the database the tests run on: the loads asked for in one
// event-loop turn go as one query, and each caller gets its own session back.
import type { KyselyPlugin, PluginTransformQueryArgs, RootOperationNode } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../test-support/test-database.js";
import { EMPTY_SESSION } from "../session-state.js";
import { createDbSessionStore, sessionWriterFor, type SessionStore } from "./session-store.js";

/** Counts the SELECTs sent to the database. */
class SelectCounter implements KyselyPlugin {
  selects = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind === "SelectQueryNode") this.selects += 1;
    return args.node;
  }
  transformResult: KyselyPlugin["transformResult"] = async (args) => args.result;
}

let database: TestDatabase;
let store: SessionStore;
const counter = new SelectCounter();
const codes = ["AAA222", "BBB333", "CCC444"];

beforeEach(async () => {
  database = await openTestDatabase();
  store = createDbSessionStore(database.db.withPlugin(counter), sessionWriterFor(database));
  for (const [index, code] of codes.entries()) {
    await store.create(code, { ...EMPTY_SESSION, nextQueueNumber: index + 10 }, Date.now());
  }
});
afterEach(() => database.remove());

it("reads the sessions asked for in one turn with one query, each to its caller", async () => {
  counter.selects = 0;
  const loaded = await Promise.all([...codes, "ZZZ999"].map((code) => store.load(code)));
  expect(counter.selects).toBe(1);
  expect(loaded.map((session) => session?.state.nextQueueNumber ?? null)).toEqual([
    10,
    11,
    12,
    null,
  ]);
  expect(loaded.slice(0, 3).map((session) => session?.version)).toEqual([0, 0, 0]);
});

it("reads a session asked for twice in one turn twice, in order, never mixing them up", async () => {
  counter.selects = 0;
  const [first, second] = await Promise.all([store.load("BBB333"), store.load("BBB333")]);
  expect(first?.state.nextQueueNumber).toBe(11);
  expect(second?.state.nextQueueNumber).toBe(11);
  expect(counter.selects).toBe(2);
});
