// Where sessions live: the database, always. Writes are versioned (compare-and-set), so a writer
// holding a stale copy is told so instead of overwriting a newer state. The op_ids a session has
// applied are rows of their own (session_ops), written in the same transaction as the state.
// Writes go to the database in batches, one per event-loop turn (group commit, commit-batcher.ts),
// and so do reads.
import type { Kysely } from "kysely";
import type { DatabaseHandle } from "../../db/database-handle.js";
import type { Database } from "../../db/schema.js";
import { createCommitBatcher } from "./commit-batcher.js";
import type { StoredTokens } from "../join-tokens.js";
import {
  postgresSessionWriter,
  sqliteSessionWriter,
  type SaveOutcome,
  type SessionBatchWrite,
  type SessionBatchWriter,
} from "./session-batch-writes.js";
import type { SessionState } from "../session-state.js";

export type { SaveOutcome } from "./session-batch-writes.js";

export interface StoredSession {
  state: SessionState;
  version: number;
}

/** An op_id applied with a command: recorded with the state it produced, or not at all. */
export interface AppliedOp {
  id: string;
  at: number;
}

export interface SessionWrite {
  /**
   * How far the version rises: one per event the command broadcasts, since devices count events
   * to put them in order (shared/src/protocol/event-order.ts), so none for a write they never
   * hear of.
   */
  versionStep: number;
  /**
   * The new deadline, written only when given: most commands leave it as it was, and an indexed
   * column not rewritten is a third less work per command (docs/performance.md).
   */
  dueAt?: number | null;
  /** Recorded in the same transaction; "duplicate" when it was applied before, and nothing is written. */
  op?: AppliedOp;
}

export interface SessionStore {
  /** False when the code is already taken. Without tokens, the session has none (tests). */
  create(code: string, state: SessionState, now: number, tokens?: StoredTokens): Promise<boolean>;
  load(code: string): Promise<StoredSession | null>;
  /** The session's join token and hashed screen token (join-tokens.ts); null when no session. */
  tokens(code: string): Promise<StoredTokens | null>;
  /** Whether the session has applied this op_id (a command retried after a reconnect). */
  hasOp(code: string, opId: string): Promise<boolean>;
  /**
   * Writes the session's next state if the stored version is still `session.version`: "conflict"
   * when it is not (someone else wrote). See SessionWrite for the rest.
   */
  save(session: StoredSession, code: string, write: SessionWrite): Promise<SaveOutcome>;
  /** Marks sessions as active (a device is connected), so the idle job keeps them. */
  touch(codes: readonly string[], now: number): Promise<void>;
  due(now: number, limit: number): Promise<string[]>;
  deleteIdleSince(before: number): Promise<string[]>;
  /** Forgets op_ids applied before `before`; how many. */
  deleteOpsBefore(before: number): Promise<number>;
}

const iso = (ms: number) => new Date(ms).toISOString();

function parse(row: { state: string; version: number }): StoredSession {
  const stored = JSON.parse(row.state) as { state: SessionState };
  return { state: stored.state, version: Number(row.version) };
}

function serialise(state: SessionState): string {
  return JSON.stringify({ state });
}

/** The batch writer for the database: SQLite's own statements when its connection is at hand. */
export function sessionWriterFor(
  database: Pick<DatabaseHandle, "db" | "sqlite">,
): SessionBatchWriter {
  return database.sqlite
    ? sqliteSessionWriter(database.db, database.sqlite)
    : postgresSessionWriter(database.db);
}

export function createDbSessionStore(
  db: Kysely<Database>,
  writer: SessionBatchWriter,
): SessionStore {
  const batcher = createCommitBatcher({ commit: writer, keyOf: (write) => write.code });
  // The reads of one event-loop turn go as one query too: with several instances every command
  // reads its session first, and each message to the database costs more (a system call, a
  // database process woken) than the read itself (docs/performance.md).
  const reads = createCommitBatcher({
    commit: async (codes: readonly string[]) => {
      const rows = await db
        .selectFrom("sessions")
        .select(["code", "state", "version"])
        .where("code", "in", codes)
        .execute();
      const byCode = new Map(rows.map((row) => [row.code, row]));
      return codes.map((code) => byCode.get(code));
    },
    keyOf: (code) => code,
  });
  return {
    async create(code, state, now, tokens) {
      const result = await db
        .insertInto("sessions")
        .values({
          code,
          state: serialise(state),
          version: 0,
          created_at: iso(now),
          last_active_at: iso(now),
          due_at: null,
          join_token: tokens?.joinToken ?? null,
          screen_token_hash: tokens?.screenTokenHash ?? null,
        })
        .onConflict((oc) => oc.column("code").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async load(code) {
      const row = await reads.submit(code);
      return row ? parse(row) : null;
    },

    async tokens(code) {
      const row = await db
        .selectFrom("sessions")
        .select(["join_token", "screen_token_hash"])
        .where("code", "=", code)
        .executeTakeFirst();
      return row ? { joinToken: row.join_token, screenTokenHash: row.screen_token_hash } : null;
    },

    async hasOp(code, opId) {
      const row = await db
        .selectFrom("session_ops")
        .select("op_id")
        .where("code", "=", code)
        .where("op_id", "=", opId)
        .executeTakeFirst();
      return row !== undefined;
    },

    save(session, code, { versionStep, dueAt, op }) {
      const write: SessionBatchWrite = {
        code,
        state: serialise(session.state),
        expected: session.version,
        version: session.version + versionStep,
      };
      if (dueAt !== undefined) write.dueAt = dueAt === null ? null : iso(dueAt);
      if (op) write.op = { id: op.id, at: iso(op.at) };
      return batcher.submit(write);
    },

    async touch(codes, now) {
      if (codes.length === 0) return;
      await db
        .updateTable("sessions")
        .set({ last_active_at: iso(now) })
        .where("code", "in", codes)
        .execute();
    },

    async due(now, limit) {
      const rows = await db
        .selectFrom("sessions")
        .select("code")
        .where("due_at", "<=", iso(now))
        .orderBy("due_at")
        .limit(limit)
        .execute();
      return rows.map((row) => row.code);
    },

    async deleteIdleSince(before) {
      const rows = await db
        .deleteFrom("sessions")
        .where("last_active_at", "<", iso(before))
        .returning("code")
        .execute();
      return rows.map((row) => row.code);
    },

    async deleteOpsBefore(before) {
      const result = await db
        .deleteFrom("session_ops")
        .where("applied_at", "<", iso(before))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/**
 * Keeps the sessions of this process in memory in front of the database: reads come from memory,
 * every write still goes to the database first. Only for a single instance; with several, each
 * reads the database (see docs/deploy.md).
 */
export function withMemoryCache(inner: SessionStore, maxEntries = 50_000): SessionStore {
  const cache = new Map<string, StoredSession>();
  const remember = (code: string, session: StoredSession) => {
    cache.delete(code);
    cache.set(code, session);
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  };
  // A session's tokens never change while it lives (a new party is a new session), so they are
  // kept apart from its state, which every command replaces.
  const tokenCache = new Map<string, StoredTokens>();
  const rememberTokens = (code: string, tokens: StoredTokens) => {
    tokenCache.delete(code);
    tokenCache.set(code, tokens);
    if (tokenCache.size > maxEntries) tokenCache.delete(tokenCache.keys().next().value as string);
  };
  return {
    ...inner,
    async create(code, state, now, tokens) {
      const created = await inner.create(code, state, now, tokens);
      if (created) {
        remember(code, { state, version: 0 });
        rememberTokens(code, tokens ?? { joinToken: null, screenTokenHash: null });
      }
      return created;
    },
    async tokens(code) {
      const cached = tokenCache.get(code);
      if (cached) return cached;
      const loaded = await inner.tokens(code);
      if (loaded) rememberTokens(code, loaded);
      return loaded;
    },
    async load(code) {
      const cached = cache.get(code);
      if (cached) return cached;
      const loaded = await inner.load(code);
      if (loaded) remember(code, loaded);
      return loaded;
    },
    async save(session, code, write) {
      const saved = await inner.save(session, code, write);
      if (saved === "saved")
        remember(code, { state: session.state, version: session.version + write.versionStep });
      else if (saved === "conflict") cache.delete(code);
      return saved;
    },
    async deleteIdleSince(before) {
      const deleted = await inner.deleteIdleSince(before);
      for (const code of deleted) {
        cache.delete(code);
        tokenCache.delete(code);
      }
      return deleted;
    },
  };
}
