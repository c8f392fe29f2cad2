// Accounts: users, their login sessions, password reset links, favorites and feedback, plus
// sign-ups waiting for verification and Google sign-ins in progress (both short-lived, keyed by
// address or by browser). Everything a user owns refers to users with ON DELETE CASCADE, so
// deleting the user row deletes all of it.
import { sql, type Kysely } from "kysely";
import { idColumn } from "../dialect.js";

const userRef = "users.id";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "integer", idColumn(db))
    // Trimmed and lower-case: addresses are compared case-insensitively.
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    // argon2id; null for an account that only signs in with Google.
    .addColumn("password_hash", "text")
    .addColumn("email_verified_at", "text")
    .addColumn("google_subject", "text", (c) => c.unique())
    .addColumn("picture_url", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // Selector/verifier pairs: the id is looked up, the secret half is stored as a hash and compared
  // in constant time.
  await db.schema
    .createTable("login_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references(userRef).onDelete("cascade"))
    .addColumn("verifier_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_sessions_user")
    .on("login_sessions")
    .column("user_id")
    .execute();
  await db.schema
    .createIndex("login_sessions_expires")
    .on("login_sessions")
    .column("expires_at")
    .execute();

  // A sign-up waiting for its verification link. The account is created only when the link is
  // followed, with the name and password of that sign-up: nobody can prepare an account on an
  // address they do not read.
  await db.schema
    .createTable("signup_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("verifier_hash", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("signup_requests_email")
    .on("signup_requests")
    .column("email")
    .execute();
  await db.schema
    .createIndex("signup_requests_expires")
    .on("signup_requests")
    .column("expires_at")
    .execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references(userRef).onDelete("cascade"))
    .addColumn("verifier_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("password_resets_user")
    .on("password_resets")
    .column("user_id")
    .execute();
  await db.schema
    .createIndex("password_resets_expires")
    .on("password_resets")
    .column("expires_at")
    .execute();

  // A Google sign-in between GET /auth/url and POST /auth/callback; belongs to no user yet.
  await db.schema
    .createTable("oidc_flows")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("verifier_hash", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("nonce", "text", (c) => c.notNull())
    .addColumn("code_verifier", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("oidc_flows_expires").on("oidc_flows").column("expires_at").execute();

  await db.schema
    .createTable("favorites")
    .addColumn("user_id", "integer", (c) => c.notNull().references(userRef).onDelete("cascade"))
    .addColumn("song_id", "integer", (c) => c.notNull().references("songs.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("favorites_pk", ["user_id", "song_id"])
    .execute();
  await db.schema.createIndex("favorites_song").on("favorites").column("song_id").execute();

  await db.schema
    .createTable("feedback")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references(userRef).onDelete("cascade"))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'in_review', 'resolved', 'closed')`),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("feedback_user_status")
    .on("feedback")
    .columns(["user_id", "status"])
    .execute();
  await db.schema
    .createIndex("feedback_created")
    .on("feedback")
    .columns(["created_at desc", "id desc"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "feedback",
    "favorites",
    "oidc_flows",
    "password_resets",
    "signup_requests",
    "login_sessions",
    "users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
