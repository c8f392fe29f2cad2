// Kysely's PostgreSQL introspector reads the tables of every schema on the server and calls
// pg_get_serial_sequence on each: a schema dropped meanwhile by another process (test databases
// side by side in one server, an operator cleaning up) fails the read with "schema … does not
// exist", and so fails a migration that has nothing to do with it. Encore only ever asks for its
// own tables (the migrator looks for its table), so this introspector reads the connection's
// current schema alone.
import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from "kysely";

interface ColumnRow {
  table: string;
  kind: string;
  schema: string;
  column: string;
  type: string;
  type_schema: string;
  not_null: boolean;
  has_default: boolean;
  auto_incrementing: boolean;
}

const KYSELY_TABLES = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);

export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`SELECT current_schema() AS name`.execute(this.#db);
    return rows;
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      SELECT c.relname AS table, c.relkind AS kind, ns.nspname AS schema, a.attname AS column,
             typ.typname AS type, typns.nspname AS type_schema, a.attnotnull AS not_null,
             a.atthasdef AS has_default,
             (a.attidentity <> '' OR pg_get_serial_sequence(
               format('%I.%I', ns.nspname, c.relname), a.attname) IS NOT NULL) AS auto_incrementing
        FROM pg_catalog.pg_class c
        JOIN pg_catalog.pg_namespace ns ON ns.oid = c.relnamespace
        JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        JOIN pg_catalog.pg_type typ ON typ.oid = a.atttypid
        JOIN pg_catalog.pg_namespace typns ON typns.oid = typ.typnamespace
       WHERE ns.nspname = current_schema() AND c.relkind IN ('r', 'v', 'p')
       ORDER BY c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.has(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.kind === "v", columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isAutoIncrementing: row.auto_incrementing,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** Kysely's PostgreSQL dialect with the introspector above. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
