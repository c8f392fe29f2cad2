import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/** Migrations and search differ by database; everything else is portable Kysely. */
export function isSqlite<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * An integer primary key that the database assigns and never reuses: AUTOINCREMENT on SQLite,
 * an identity column on PostgreSQL.
 */
export function idColumn<DB>(db: Kysely<DB>) {
  return (column: ColumnDefinitionBuilder) =>
    isSqlite(db)
      ? column.primaryKey().autoIncrement()
      : column.primaryKey().generatedByDefaultAsIdentity();
}
