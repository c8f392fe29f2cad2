// Users for tests: created straight in the database (verified, with a password), and browsers
// signed in as them through the real sign-in call.
import { expect } from "vitest";
import { hashPassword } from "../accounts/passwords.js";
import type { Db } from "../accounts/user-repository.js";
import type { UserRow } from "../db/schema.js";
import { TestBrowser } from "./test-browser.js";
import type { TestServer } from "./test-server.js";

export const TEST_PASSWORD = "Correct-Horse-7";

let nextUser = 1;

export function uniqueEmail(label = "user"): string {
  return `${label}${nextUser++}@example.com`;
}

export interface TestUser extends UserRow {
  password: string;
}

export async function createUser(
  db: Db,
  fields: { email?: string; name?: string; password?: string | null } = {},
): Promise<TestUser> {
  const password = fields.password === undefined ? TEST_PASSWORD : fields.password;
  const at = new Date().toISOString();
  const row = await db
    .insertInto("users")
    .values({
      email: fields.email ?? uniqueEmail(),
      name: fields.name ?? "Test Singer",
      password_hash: password === null ? null : await hashPassword(password),
      email_verified_at: at,
      google_subject: null,
      picture_url: null,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, password: password ?? "" };
}

export async function signIn(server: TestServer, user: TestUser): Promise<TestBrowser> {
  const browser = new TestBrowser(server);
  const answer = await browser.post("/api/auth/login", {
    email: user.email,
    password: user.password,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return browser;
}

/** A new verified user and a browser signed in as them. */
export async function signedInUser(
  server: TestServer,
  fields: Parameters<typeof createUser>[1] = {},
): Promise<{ user: TestUser; browser: TestBrowser }> {
  const user = await createUser(server.services.database.db, fields);
  return { user, browser: await signIn(server, user) };
}
