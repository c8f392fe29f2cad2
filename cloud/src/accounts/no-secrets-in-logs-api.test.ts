// No password, token or session cookie reaches a log line, at the most verbose level, through every
// account flow (mail over SMTP: only the outbox logs links, docs/protocol.md#configuration).
import { afterAll, beforeAll, expect, it } from "vitest";
import { uniqueEmail } from "../test-support/accounts-fixtures.js";
import { TestBrowser } from "../test-support/test-browser.js";
import {
  SMTP_PASSWORD,
  startTestMailServer,
  tokenIn,
  type TestMailServer,
} from "../test-support/test-mail-server.js";
import {
  startTestOidcProvider,
  type TestOidcProvider,
} from "../test-support/test-oidc-provider.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";
import { OIDC_FLOW_COOKIE, SESSION_COOKIE } from "./auth-cookies.js";

let mail: TestMailServer;
let provider: TestOidcProvider;
let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  mail = await startTestMailServer();
  provider = await startTestOidcProvider("http://127.0.0.1:8080/auth/callback");
  server = await startTestServer(
    { SMTP_URL: mail.url, LOG_LEVEL: "trace", TRUST_PROXY: "1", ...provider.env },
    undefined,
    { logLines },
  );
});

afterAll(async () => {
  await server.close();
  await provider.close();
  await mail.close();
});

it("logs no password, token or cookie through sign-up, sign-in, reset and Google sign-in", async () => {
  const secrets: string[] = [SMTP_PASSWORD, provider.env.GOOGLE_CLIENT_SECRET ?? ""];
  const keep = (value: string | undefined | null) => {
    if (value) secrets.push(value);
  };
  const email = uniqueEmail("quiet");
  const password = "Quiet-Password-1";
  const browser = new TestBrowser(server);

  await browser.post("/api/auth/signup", { email, password, name: "Quiet" });
  const verifyToken = tokenIn(await mail.nextMailTo(email));
  await browser.post("/api/auth/login", { email, password: "Wrong-Password-2" });
  await browser.post("/api/auth/verify-email", { token: verifyToken });
  await browser.post("/api/auth/verify-email", { token: verifyToken }); // refused, used
  await browser.post("/api/auth/login", { email, password });
  keep(browser.cookies.get(SESSION_COOKIE));
  await browser.request("/api/auth/me");

  await browser.post("/api/auth/forgot-password", { email });
  const resetToken = tokenIn(await mail.nextMailTo(email));
  await browser.post("/api/auth/reset-password", { token: resetToken, password: "weak" });
  await browser.post("/api/auth/reset-password", { token: resetToken, password: "New-Password-3" });

  const google = new TestBrowser(server);
  const started = await google.request("/api/auth/url");
  keep(google.cookies.get(OIDC_FLOW_COOKIE));
  provider.signInAs({ sub: "quiet-google", email: uniqueEmail("g"), email_verified: true });
  const back = await provider.authorize((started.body as { auth_url: string }).auth_url);
  const code = back.searchParams.get("code");
  const state = back.searchParams.get("state");
  await google.post("/api/auth/callback", { code, state: "forged" }); // refused
  // A code the provider refuses: the exchange fails and is logged.
  const second = await google.request("/api/auth/url");
  keep(google.cookies.get(OIDC_FLOW_COOKIE));
  const secondState = new URL((second.body as { auth_url: string }).auth_url).searchParams.get(
    "state",
  );
  keep(secondState);
  await google.post("/api/auth/callback", { code: "made-up-code", state: secondState });
  // And one that works.
  const third = await google.request("/api/auth/url");
  keep(google.cookies.get(OIDC_FLOW_COOKIE));
  const ok = await provider.authorize((third.body as { auth_url: string }).auth_url);
  keep(ok.searchParams.get("code"));
  keep(ok.searchParams.get("state"));
  const signedIn = await google.post("/api/auth/callback", Object.fromEntries(ok.searchParams));
  expect(signedIn.status).toBe(200);
  keep(google.cookies.get(SESSION_COOKIE));
  await server.services.mailer.idle();

  secrets.push(password, "Wrong-Password-2", "New-Password-3", verifyToken, resetToken);
  keep(code);
  keep(state);
  // The secret half of each token is what must not leak; check it on its own too.
  for (const token of [...secrets]) if (token.includes(".")) keep(token.split(".")[1]);

  const messages = logLines.map((line) => (JSON.parse(line) as { msg: string }).msg);
  expect(messages).toEqual(
    expect.arrayContaining(["account created", "password reset", "Google sign-in refused"]),
  );
  const log = logLines.join("\n");
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(3);
    expect(log, `a secret is in the log: ${secret}`).not.toContain(secret);
  }
});
