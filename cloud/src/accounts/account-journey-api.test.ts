// The "done when", as a user would go through it, by email and by (local) Google: sign
// up, read the mail, verify, sign in, keep 20 favorites, send feedback, delete the account.
import { favoritesResponseSchema, songsPageResponseSchema } from "@encore/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadCatalogue } from "../test-support/catalogue-fixtures.js";
import { TestBrowser } from "../test-support/test-browser.js";
import {
  linkIn,
  startTestMailServer,
  type TestMailServer,
} from "../test-support/test-mail-server.js";
import {
  startTestOidcProvider,
  type TestOidcProvider,
} from "../test-support/test-oidc-provider.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

const PUBLIC_URL = "http://127.0.0.1:8080";
let mail: TestMailServer;
let provider: TestOidcProvider;
let server: TestServer;
let songIds: number[];

beforeAll(async () => {
  mail = await startTestMailServer();
  provider = await startTestOidcProvider(`${PUBLIC_URL}/auth/callback`);
  server = await startTestServer({
    PUBLIC_URL,
    SMTP_URL: mail.url,
    TRUST_PROXY: "1",
    ...provider.env,
  });
  await loadCatalogue(server.services.database.db, [
    {
      name: "Journey Songs",
      prefix: "JS",
      songs: Array.from({ length: 21 }, (_, i) => ({ title: `Tune ${i + 1}`, artist: "Band" })),
    },
  ]);
  const page = await server.request("/api/songs?limit=100");
  songIds = songsPageResponseSchema.parse(page.body).songs.map((s) => s.db_id);
});

afterAll(async () => {
  await server.close();
  await provider.close();
  await mail.close();
});

/** What a signed-in user does: 20 favorites (not 21), a feedback, then deleting the account. */
async function useAndDelete(browser: TestBrowser) {
  for (const id of songIds.slice(0, 20)) {
    expect((await browser.post(`/api/favorites/${id}`)).status).toBe(204);
  }
  expect((await browser.post(`/api/favorites/${songIds[20]}`)).status).toBe(409);
  const favorites = favoritesResponseSchema.parse((await browser.request("/api/favorites")).body);
  expect(favorites.favorites).toHaveLength(20);

  const sent = await browser.post("/api/feedback", { subject: "Great party", content: "Thanks!" });
  expect(sent).toMatchObject({ status: 201, body: { feedback: { status: "pending" } } });
  expect((await browser.request("/api/feedback")).body).toMatchObject({
    feedback: [{ subject: "Great party" }],
  });

  expect((await browser.delete("/api/auth/account")).status).toBe(204);
  expect((await browser.request("/api/auth/me")).status).toBe(401);
}

it("by email", async () => {
  const browser = new TestBrowser(server);
  const email = "journey.email@example.com";
  const signedUp = await browser.post("/api/auth/signup", {
    email,
    password: "Karaoke-Night-1",
    name: "Email Singer",
  });
  expect(signedUp.status).toBe(201);

  // The screen's /verify-email route posts the link's token.
  const link = linkIn(await mail.nextMailTo(email));
  expect(link.pathname).toBe("/verify-email");
  const token = link.searchParams.get("token");
  expect(await browser.post("/api/auth/verify-email", { token })).toMatchObject({ status: 200 });

  const signedIn = await browser.post("/api/auth/login", { email, password: "Karaoke-Night-1" });
  expect(signedIn).toMatchObject({ status: 200, body: { user: { name: "Email Singer", email } } });
  await useAndDelete(browser);
});

it("by Google", async () => {
  const browser = new TestBrowser(server);
  const started = await browser.request("/api/auth/url");
  provider.signInAs({
    sub: "journey-google",
    email: "journey.google@gmail.com",
    email_verified: true,
    name: "Google Singer",
    picture: "https://lh3.googleusercontent.com/a/journey",
  });
  // The browser goes to auth_url; the provider sends it back to the screen's /auth/callback,
  // which posts code and state.
  const back = await provider.authorize((started.body as { auth_url: string }).auth_url);
  expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/auth/callback`);
  const signedIn = await browser.post("/api/auth/callback", {
    code: back.searchParams.get("code"),
    state: back.searchParams.get("state"),
  });
  expect(signedIn).toMatchObject({
    status: 200,
    body: {
      user: { name: "Google Singer", picture_url: "https://lh3.googleusercontent.com/a/journey" },
    },
  });
  await useAndDelete(browser);
});
