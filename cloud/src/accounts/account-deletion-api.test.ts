// DELETE /auth/account removes the user and everything that is theirs: favorites, feedback,
// login sessions on every browser, reset links and sign-ups waiting on the address.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn, uniqueEmail } from "../test-support/accounts-fixtures.js";
import { loadCatalogue } from "../test-support/catalogue-fixtures.js";
import { TestBrowser } from "../test-support/test-browser.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";
import { SESSION_COOKIE } from "./auth-cookies.js";

let server: TestServer;
let songIds: number[];

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
  await loadCatalogue(server.services.database.db, [
    { name: "Book", prefix: "BK", songs: [1, 2, 3].map((n) => ({ title: `T${n}`, artist: "A" })) },
  ]);
  songIds = (await server.services.database.db.selectFrom("songs").select("id").execute()).map(
    (r) => r.id,
  );
});

afterAll(async () => {
  await server.close();
});

const db = () => server.services.database.db;

/** Every table with a user_id column, read from the schema so a new one cannot be forgotten. */
async function rowsOfUser(userId: number): Promise<Record<string, number>> {
  const tables = await (
    server.services.database.dialect === "sqlite"
      ? sql<{ name: string }>`
          SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c
          WHERE m.type = 'table' AND c.name = 'user_id'`
      : sql<{ name: string }>`
          SELECT table_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND column_name = 'user_id'`
  ).execute(db());
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await sql<{ n: number }>`
      SELECT count(*) AS n FROM ${sql.table(name)} WHERE user_id = ${userId}`.execute(db());
    counts[name] = Number(result.rows[0]?.n);
  }
  return counts;
}

describe("DELETE /auth/account", () => {
  it("removes the user and everything that is theirs, and nobody else's", async () => {
    const user = await createUser(db());
    const other = await createUser(db());
    const phone = await signIn(server, user);
    const laptop = await signIn(server, user);
    const otherBrowser = await signIn(server, other);
    for (const browser of [phone, otherBrowser]) {
      for (const id of songIds) {
        expect((await browser.post(`/api/favorites/${id}`)).status).toBe(204);
      }
      expect((await browser.post("/api/feedback", { subject: "s", content: "c" })).status).toBe(
        201,
      );
    }
    await phone.post("/api/auth/forgot-password", { email: user.email });
    // A sign-up of the same address waiting for its link (made before the account existed).
    await db()
      .insertInto("signup_requests")
      .values({
        id: "pending-of-the-deleted-user",
        verifier_hash: "00",
        email: user.email,
        name: "Pending",
        password_hash: "x",
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();

    const before = await rowsOfUser(user.id);
    expect(before).toMatchObject({
      login_sessions: 2,
      known_devices: 2,
      favorites: 3,
      feedback: 1,
      password_resets: 1,
    });
    expect(Object.keys(before).sort()).toEqual(
      ["favorites", "feedback", "known_devices", "login_sessions", "password_resets"].sort(),
    );

    const deleted = await phone.delete("/api/auth/account");
    expect(deleted.status).toBe(204);
    expect(phone.cookies.has(SESSION_COOKIE)).toBe(false);

    expect(Object.values(await rowsOfUser(user.id)).every((n) => n === 0)).toBe(true);
    expect(await db().selectFrom("users").where("id", "=", user.id).selectAll().execute()).toEqual(
      [],
    );
    expect(
      await db()
        .selectFrom("signup_requests")
        .where("email", "=", user.email)
        .selectAll()
        .execute(),
    ).toEqual([]);
    // Every browser of the account is signed out, and the password is gone.
    expect((await laptop.request("/api/auth/me")).status).toBe(401);
    expect(
      (
        await new TestBrowser(server).post("/api/auth/login", {
          email: user.email,
          password: user.password,
        })
      ).status,
    ).toBe(401);

    // The other user keeps everything.
    expect(await rowsOfUser(other.id)).toMatchObject({
      login_sessions: 1,
      favorites: 3,
      feedback: 1,
    });
    expect((await otherBrowser.request("/api/auth/me")).status).toBe(200);
    // The catalogue is untouched.
    expect(await db().selectFrom("songs").select("id").execute()).toHaveLength(3);
  });

  it("frees the address for a new account", async () => {
    const email = uniqueEmail("again");
    const first = await createUser(db(), { email });
    const browser = await signIn(server, first);
    expect((await browser.delete("/api/auth/account")).status).toBe(204);
    const second = await createUser(db(), { email, name: "Second life" });
    const again = await signIn(server, second);
    expect((await again.request("/api/auth/me")).body).toMatchObject({
      user: { name: "Second life" },
    });
  });

  it("answers 401 to a guest", async () => {
    expect(await new TestBrowser(server).delete("/api/auth/account")).toMatchObject({
      status: 401,
      body: { message: "Not logged in" },
    });
  });
});
