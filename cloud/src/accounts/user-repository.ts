// Users: reads and writes with Kysely, portable to PostgreSQL.
import type { Kysely } from "kysely";
import type { Database, UserRow } from "../db/schema.js";

export type Db = Kysely<Database>;

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findUserByGoogleSubject(db: Db, subject: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("google_subject", "=", subject)
    .executeTakeFirst();
}

export interface NewUser {
  email: string;
  name: string;
  passwordHash: string | null;
  emailVerifiedAt: string | null;
  googleSubject: string | null;
  pictureUrl: string | null;
  /** The catalogue tag its mails are written in; none: the request's language. */
  language?: string | null;
}

/** Inserts a user; undefined when the address is already taken (a concurrent sign-up). */
export async function insertUser(db: Db, user: NewUser, now: Date): Promise<UserRow | undefined> {
  const at = now.toISOString();
  return db
    .insertInto("users")
    .values({
      email: user.email,
      name: user.name,
      password_hash: user.passwordHash,
      email_verified_at: user.emailVerifiedAt,
      google_subject: user.googleSubject,
      picture_url: user.pictureUrl,
      language: user.language ?? null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<
    Pick<
      UserRow,
      "name" | "password_hash" | "email_verified_at" | "google_subject" | "picture_url" | "language"
    >
  >,
  now: Date,
): Promise<void> {
  await db
    .updateTable("users")
    .set({ ...changes, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}
