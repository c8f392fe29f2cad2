// The batched session writes on the database the tests run on (SQLite or PostgreSQL): one batch,
// several sessions, each compared-and-set on its own.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../test-support/test-database.js";
import type { SessionBatchWrite, SessionBatchWriter } from "./session-batch-writes.js";
import { createDbSessionStore, sessionWriterFor } from "./session-store.js";
import { EMPTY_SESSION } from "../session-state.js";

let database: TestDatabase;
let write: SessionBatchWriter;

beforeEach(async () => {
  database = await openTestDatabase();
  write = sessionWriterFor(database);
  const store = createDbSessionStore(database.db, write);
  for (const code of ["AAA222", "BBB333", "CCC444", "DDD555"])
    await store.create(code, EMPTY_SESSION, Date.parse("2026-11-23T12:00:00Z"));
});
afterEach(() => database.remove());

const at = "2026-11-23T12:00:01.000Z";

function stateOf(label: string): string {
  return JSON.stringify({ state: { ...EMPTY_SESSION, label } });
}

async function rows() {
  const sessions = await database.db
    .selectFrom("sessions")
    .select(["code", "state", "version", "due_at"])
    .orderBy("code")
    .execute();
  const ops = await database.db
    .selectFrom("session_ops")
    .select(["code", "op_id"])
    .orderBy("code")
    .orderBy("op_id")
    .execute();
  return { sessions, ops };
}

describe("a batch of session writes", () => {
  it("saves every session still at its expected version, with its op_id, in one batch", async () => {
    const batch: SessionBatchWrite[] = [
      { code: "AAA222", state: stateOf("a"), expected: 0, version: 1, op: { id: "op-a", at } },
      { code: "BBB333", state: stateOf("b"), expected: 0, version: 2, dueAt: at },
      { code: "CCC444", state: stateOf("c"), expected: 0, version: 1, op: { id: "op-c", at } },
    ];
    expect(await write(batch)).toEqual(["saved", "saved", "saved"]);
    const { sessions, ops } = await rows();
    expect(sessions.map((s) => [s.code, Number(s.version), s.due_at])).toEqual([
      ["AAA222", 1, null],
      ["BBB333", 2, at],
      ["CCC444", 1, null],
      ["DDD555", 0, null],
    ]);
    expect(sessions[1]?.state).toBe(stateOf("b"));
    expect(ops).toEqual([
      { code: "AAA222", op_id: "op-a" },
      { code: "CCC444", op_id: "op-c" },
    ]);
  });

  it("tells a conflict and a duplicate apart from the saves beside them, writing neither", async () => {
    await write([
      { code: "AAA222", state: stateOf("a1"), expected: 0, version: 1, op: { id: "op-1", at } },
    ]);
    const before = await rows();
    const outcomes = await write([
      // Applied before (a retry after a lost acknowledgement).
      { code: "AAA222", state: stateOf("a2"), expected: 1, version: 2, op: { id: "op-1", at } },
      // Someone else wrote BBB333 first: its version is no longer 5.
      { code: "BBB333", state: stateOf("b"), expected: 5, version: 6, op: { id: "op-b", at } },
      { code: "CCC444", state: stateOf("c"), expected: 0, version: 1, op: { id: "op-c", at } },
    ]);
    expect(outcomes).toEqual(["duplicate", "conflict", "saved"]);
    const after = await rows();
    expect(after.sessions.filter((s) => s.code !== "CCC444")).toEqual(
      before.sessions.filter((s) => s.code !== "CCC444"),
    );
    // The conflicting write's op_id is not left recorded: its retry must apply.
    expect(after.ops).toEqual([
      { code: "AAA222", op_id: "op-1" },
      { code: "CCC444", op_id: "op-c" },
    ]);
  });

  it("clears a deadline when told to, and leaves it when not", async () => {
    await write([{ code: "AAA222", state: stateOf("a"), expected: 0, version: 1, dueAt: at }]);
    await write([
      { code: "AAA222", state: stateOf("a"), expected: 1, version: 2 },
      { code: "BBB333", state: stateOf("b"), expected: 0, version: 1, dueAt: null },
    ]);
    expect((await rows()).sessions.slice(0, 2).map((s) => s.due_at)).toEqual([at, null]);
    await write([{ code: "AAA222", state: stateOf("a"), expected: 2, version: 3, dueAt: null }]);
    expect((await rows()).sessions[0]?.due_at).toBeNull();
  });

  it("answers an empty batch with nothing", async () => {
    expect(await write([])).toEqual([]);
  });
});
