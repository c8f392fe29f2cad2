// Kysely's SQLite driver prepares every query anew; a command of a live session runs the same few
// statements over and over, and preparing was a tenth of the relay's CPU (docs/performance.md).
// This keeps the most recently used prepared statements, keyed by their SQL.
import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

export const STATEMENT_CACHE_SIZE = 256;

export function withStatementCache(
  connection: SQLite.Database,
  size = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => connection.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      // A statement still being iterated (a streamed query) cannot run again until it is done.
      if (cached && !cached.busy) {
        // Map order is insertion order: moving it to the end keeps the least recent first.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = connection.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > size) cache.delete(cache.keys().next().value as string);
      }
      return statement;
    },
  };
}
