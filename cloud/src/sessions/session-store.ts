// Where sessions live: the database, always. Writes are versioned (compare-and-set), so a writer
// holding a stale copy is told so instead of overwriting a newer state.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { SessionState } from "./session-state.js";

/** op_id → when it was applied (ms); kept a few minutes so a retried command applies once. */
export type RecentOps = Record<string, number>;

export interface StoredSession {
  state: SessionState;
  recentOps: RecentOps;
  version: number;
}

export interface SessionStore {
  /** False when the code is already taken. */
  create(code: string, state: SessionState, now: number): Promise<boolean>;
  load(code: string): Promise<StoredSession | null>;
  /**
   * False when the stored version is no longer `session.version` (someone else wrote). `dueAt`
   * is written only when given: most commands leave the deadline as it was, and an indexed
   * column not rewritten is a third less work per command (docs/performance.md). The version
   * rises by `versionStep`: one per event the command broadcasts, since devices count events to
   * put them in order (shared/src/protocol/event-order.ts), so none for a write they never hear of.
   */
  save(
    session: StoredSession,
    code: string,
    dueAt?: number | null,
    versionStep?: number,
  ): Promise<boolean>;
  /** Marks sessions as active (a device is connected), so the idle job keeps them. */
  touch(codes: readonly string[], now: number): Promise<void>;
  due(now: number, limit: number): Promise<string[]>;
  deleteIdleSince(before: number): Promise<string[]>;
}

const iso = (ms: number) => new Date(ms).toISOString();

function parse(row: { state: string; version: number }): StoredSession {
  const stored = JSON.parse(row.state) as { state: SessionState; recentOps?: RecentOps };
  return { state: stored.state, recentOps: stored.recentOps ?? {}, version: Number(row.version) };
}

function serialise(session: Pick<StoredSession, "state" | "recentOps">): string {
  return JSON.stringify({ state: session.state, recentOps: session.recentOps });
}

export function createDbSessionStore(db: Kysely<Database>): SessionStore {
  return {
    async create(code, state, now) {
      const result = await db
        .insertInto("sessions")
        .values({
          code,
          state: serialise({ state, recentOps: {} }),
          version: 0,
          created_at: iso(now),
          last_active_at: iso(now),
          due_at: null,
        })
        .onConflict((oc) => oc.column("code").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async load(code) {
      const row = await db
        .selectFrom("sessions")
        .select(["state", "version"])
        .where("code", "=", code)
        .executeTakeFirst();
      return row ? parse(row) : null;
    },

    async save(session, code, dueAt, versionStep = 1) {
      const result = await db
        .updateTable("sessions")
        .set({
          state: serialise(session),
          version: session.version + versionStep,
          ...(dueAt === undefined ? {} : { due_at: dueAt === null ? null : iso(dueAt) }),
        })
        .where("code", "=", code)
        .where("version", "=", session.version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
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
  return {
    ...inner,
    async create(code, state, now) {
      const created = await inner.create(code, state, now);
      if (created) remember(code, { state, recentOps: {}, version: 0 });
      return created;
    },
    async load(code) {
      const cached = cache.get(code);
      if (cached) return cached;
      const loaded = await inner.load(code);
      if (loaded) remember(code, loaded);
      return loaded;
    },
    async save(session, code, dueAt, versionStep = 1) {
      const saved = await inner.save(session, code, dueAt, versionStep);
      if (saved) remember(code, { ...session, version: session.version + versionStep });
      else cache.delete(code);
      return saved;
    },
    async deleteIdleSince(before) {
      const deleted = await inner.deleteIdleSince(before);
      for (const code of deleted) cache.delete(code);
      return deleted;
    },
  };
}
