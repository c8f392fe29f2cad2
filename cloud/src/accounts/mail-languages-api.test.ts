// Mails in the language of the account, else of the request (docs/protocol.md#languages), over real
// HTTP with the mail through a real SMTP server: a sign-up's language, Accept-Language, and
// PATCH /api/auth/me.
import { readFileSync } from "node:fs";
import MessageFormatModule from "@messageformat/core";
import { userResponseSchema } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser, signIn, uniqueEmail } from "../test-support/accounts-fixtures.js";
import { TestBrowser } from "../test-support/test-browser.js";
import {
  linkIn,
  startTestMailServer,
  tokenIn,
  type ReceivedMail,
  type TestMailServer,
} from "../test-support/test-mail-server.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let mail: TestMailServer;
let server: TestServer;

beforeAll(async () => {
  mail = await startTestMailServer();
  server = await startTestServer({ SMTP_URL: mail.url, TRUST_PROXY: "1" });
});

afterAll(async () => {
  await server.close();
  await mail.close();
});

const MessageFormat = MessageFormatModule as unknown as typeof MessageFormatModule.default;
/** The German catalogue: the mails' texts the tests expect, as a translator wrote them. */
const germanCatalogue = JSON.parse(
  readFileSync(new URL("../../../shared/messages/de.json", import.meta.url), "utf8"),
) as Record<string, string>;
const inGerman = (key: string, values: Record<string, string | number> = {}) =>
  new MessageFormat("de").compile(germanCatalogue[key]!)({ product: "Encore", ...values });
const GERMAN_VERIFY_SUBJECT = inGerman("mail.verify.subject");
const GERMAN_RESET_SUBJECT = inGerman("mail.reset.subject");

function languageOf(received: ReceivedMail) {
  return {
    header: received.parsed.headers.get("content-language"),
    html: /<html lang="([^"]+)">/.exec(received.html)?.[1],
  };
}

async function me(browser: TestBrowser) {
  const answer = await browser.request("/api/auth/me");
  expect(answer.status).toBe(200);
  return userResponseSchema.parse(answer.body).user;
}

async function forgot(email: string, headers: Record<string, string> = {}) {
  const answer = await new TestBrowser(server).request("/api/auth/forgot-password", {
    method: "POST",
    body: { email },
    headers,
  });
  expect(answer.status).toBe(204);
  return mail.nextMailTo(email);
}

describe("the language of a sign-up", () => {
  it("writes the verification mail in it, and the account keeps it", async () => {
    const browser = new TestBrowser(server);
    const email = uniqueEmail("deutsch");
    const answer = await browser.post("/api/auth/signup", {
      email,
      password: "sing-along-1",
      name: "Anna",
      language: "de",
    });
    expect(answer.status).toBe(201);
    const verification = await mail.nextMailTo(email);
    expect(verification.subject).toBe(GERMAN_VERIFY_SUBJECT);
    expect(verification.subject).not.toBe("Verify your Encore email address");
    expect(verification.text).toContain(inGerman("mail.greeting", { name: "Anna" }));
    expect(verification.text).toContain(inGerman("mail.verify.expiry", { hours: 24 }));
    expect(languageOf(verification)).toEqual({ header: "de", html: "de" });
    // The link is the same whatever the language.
    expect(linkIn(verification).pathname).toBe("/verify-email");

    await browser.post("/api/auth/verify-email", { token: tokenIn(verification) });
    const signedIn = await browser.post("/api/auth/login", { email, password: "sing-along-1" });
    expect(userResponseSchema.parse(signedIn.body).user.language).toBe("de");
    // And its next mail, asked for from an English browser, is German too.
    const reset = await forgot(email, { "accept-language": "en-US,en;q=0.9" });
    expect(reset.subject).toBe(GERMAN_RESET_SUBJECT);
  });

  it("ignores a language without a catalogue: English, as today, and no language kept", async () => {
    const browser = new TestBrowser(server);
    const email = uniqueEmail("klingon");
    await browser.post("/api/auth/signup", {
      email,
      password: "sing-along-1",
      name: "Worf",
      language: "tlh",
    });
    const verification = await mail.nextMailTo(email);
    expect(verification.subject).toBe("Verify your Encore email address");
    expect(verification.text).toContain("Hi Worf,");
    expect(verification.text).toContain(
      "The link works once, for 24 hours. If you did not sign up, ignore this mail.",
    );
    expect(verification.text).toContain("Verify my email: http://127.0.0.1:8080/verify-email?");
    expect(verification.text).toContain("— Encore");
    expect(languageOf(verification)).toEqual({ header: "en", html: "en" });
    await browser.post("/api/auth/verify-email", { token: tokenIn(verification) });
    const signedIn = await browser.post("/api/auth/login", { email, password: "sing-along-1" });
    expect(userResponseSchema.parse(signedIn.body).user.language).toBeNull();
  });

  it("without one, writes in the request's Accept-Language", async () => {
    const email = uniqueEmail("accept");
    await new TestBrowser(server).request("/api/auth/signup", {
      method: "POST",
      body: { email, password: "sing-along-1", name: "Jonas" },
      headers: { "accept-language": "tlh, de-AT;q=0.9, en;q=0.8" },
    });
    const verification = await mail.nextMailTo(email);
    expect(verification.subject).toBe(GERMAN_VERIFY_SUBJECT);
  });
});

describe("a reset for an account without a language", () => {
  it("is written in the request's language, else English", async () => {
    const { user } = await signedInUser(server, { name: "Lena" });
    const german = await forgot(user.email, { "accept-language": "de-DE,de;q=0.9,en;q=0.8" });
    expect(german.subject).toBe(GERMAN_RESET_SUBJECT);
    expect(german.text).toContain(inGerman("mail.greeting", { name: "Lena" }));
    expect(german.text).toContain(inGerman("mail.reset.expiry", { hours: 1 }));
    expect(languageOf(german)).toEqual({ header: "de", html: "de" });
    const english = await forgot(user.email);
    expect(english.subject).toBe("Reset your Encore password");
    expect(english.text).toContain("Hi Lena,");
    expect(english.text).toContain(
      "The link works once, for 1 hour. If you did not ask, ignore this mail: nothing changes.",
    );
    expect(languageOf(english)).toEqual({ header: "en", html: "en" });
  });
});

describe("PATCH /api/auth/me", () => {
  it("changes the account's language, and the next mail follows it", async () => {
    const { user, browser } = await signedInUser(server, { name: "Mia" });
    expect((await me(browser)).language).toBeNull();

    const changed = await browser.request("/api/auth/me", {
      method: "PATCH",
      body: { language: "DE" },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("cache-control")).toBe("no-store");
    expect(userResponseSchema.parse(changed.body).user).toMatchObject({
      email: user.email,
      language: "de",
    });
    expect((await me(browser)).language).toBe("de");
    // Asked from an English browser: the account's language wins.
    const reset = await forgot(user.email, { "accept-language": "en" });
    expect(reset.subject).toBe(GERMAN_RESET_SUBJECT);

    // null follows each request's language again.
    const cleared = await browser.request("/api/auth/me", {
      method: "PATCH",
      body: { language: null },
    });
    expect(userResponseSchema.parse(cleared.body).user.language).toBeNull();
    expect((await forgot(user.email, { "accept-language": "en" })).subject).toBe(
      "Reset your Encore password",
    );
  });

  it("refuses a language without a catalogue, and anything but a tag or null", async () => {
    const { browser } = await signedInUser(server);
    await browser.request("/api/auth/me", { method: "PATCH", body: { language: "de" } });
    const unknown = await browser.request("/api/auth/me", {
      method: "PATCH",
      body: { language: "tlh" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      message: "Unknown language: tlh",
      code: "unknown_language",
      params: { language: "tlh" },
    });
    for (const body of [{ language: 5 }, {}]) {
      const wrong = await browser.request("/api/auth/me", { method: "PATCH", body });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        message: "language must be a language tag or null",
        code: "invalid_request",
      });
    }
    expect((await me(browser)).language).toBe("de");
  });

  it("needs a signed-in browser of the cloud's own pages", async () => {
    const guest = await new TestBrowser(server).request("/api/auth/me", {
      method: "PATCH",
      body: { language: "de" },
    });
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ message: "Not logged in", code: "unauthorized" });

    // Signed in, but the write comes from another site's page: refused, nothing changed.
    const { user, browser } = await signedInUser(server);
    const foreign = new TestBrowser(server, { origin: "https://evil.example" });
    for (const [name, value] of browser.cookies) foreign.cookies.set(name, value);
    const forged = await foreign.request("/api/auth/me", {
      method: "PATCH",
      body: { language: "de" },
    });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ message: "Cross-origin request refused", code: "cross_origin" });
    expect((await me(await signIn(server, user))).language).toBeNull();
  });
});
