// Links come back to where they started (docs/remote.md): a verification mail, a reset mail and a
// Google sign-in asked for on a phone in a party end on that phone's party, signed in or ready to
// sign in, never on the screen's landing (where a tap would start a second party). Google is a
// real local OpenID provider (OIDC_ISSUER), as in the cloud's tests.
import type { Page } from "@playwright/test";
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startTestOidcProvider,
  type TestOidcProvider,
} from "../../cloud/src/test-support/test-oidc-provider";
import { LinkPages } from "../../screen/e2e/pages/account-pages";
import { AuthDialog } from "../../screen/e2e/pages/auth-dialog";
import { createVerifiedAccount, uniqueEmail } from "../../screen/e2e/support/accounts";
import { CloudServer } from "../../e2e-support/cloud-server";
import { freePort } from "../../e2e-support/free-port";
import { waitForMail } from "../../screen/e2e/support/outbox";
import type { RemotePhone } from "./pages/remote-phone";
import { expect, test } from "./support/fixtures";

const PASSWORD = "Karaoke-night-1";
const SHOTS = process.env.E2E_SHOTS_DIR;

/** Every address the page's main frame went to, to tell that it never reached the landing. */
function visitsOf(page: Page): string[] {
  const visits: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visits.push(frame.url());
  });
  return visits;
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A phone in the TV's party, on its Me tab, with the auth dialog open. */
async function phoneOnMeTab(phone: () => Promise<RemotePhone>, code: string) {
  const ana = await phone();
  await ana.openJoinLink(code);
  await ana.giveName("Ana");
  await ana.waitUntilJoined();
  await ana.tab("Me");
  const auth = new AuthDialog(ana.page);
  await auth.open();
  return { ana, auth };
}

async function backInTheParty(ana: RemotePhone, baseUrl: string, code: string): Promise<void> {
  await ana.page.waitForURL(`${baseUrl}/remote/session/${code}/me`, { timeout: 15_000 });
  await ana.waitUntilJoined();
  await expect(ana.page.getByRole("navigation", { name: "Party" })).toBeVisible();
}

test("a verification mail asked for on the phone comes back to its party, where it signs in", async ({
  cloud,
  tv,
  phone,
}) => {
  const code = await tv.startParty();
  const { ana, auth } = await phoneOnMeTab(phone, code);
  await auth.dialog().getByRole("button", { name: "Sign Up", exact: true }).click();
  const email = uniqueEmail("phone-verify");
  await auth.signUp("Ana Phone", email, PASSWORD);
  await expect(auth.success()).toHaveText(/Account created!/);

  const mail = await waitForMail(cloud.dataDir, email, /Verify your/);
  const link = new URL(mail.link);
  expect(link.pathname).toBe("/verify-email");
  expect(link.searchParams.get("return_to")).toBe(`/remote/session/${code}/me`);

  // The phone's browser opens the mailed link.
  const visits = visitsOf(ana.page);
  await ana.page.goto(mail.link);
  await expect(ana.page.getByText("Email verified successfully!")).toBeVisible();
  await expect(ana.page.getByRole("button", { name: "Back to the party" })).toBeVisible();
  await shot(ana.page, "phone-verify-success");
  // The countdown hands over to the party's Me tab, without a tap.
  await backInTheParty(ana, cloud.url, code);
  expect(visits).not.toContain(`${cloud.url}/`);
  await shot(ana.page, "phone-verify-back");

  await auth.open();
  await auth.signIn(email, PASSWORD);
  await expect(ana.page.getByText(email)).toBeVisible();
  await expect(ana.page).toHaveURL(`${cloud.url}/remote/session/${code}/me`);
});

test("a reset mail asked for on the phone comes back to its party with the new password", async ({
  cloud,
  tv,
  phone,
}) => {
  const email = uniqueEmail("phone-reset");
  await createVerifiedAccount(cloud, { name: "Bo Phone", email, password: "Old-password-1" });
  const code = await tv.startParty();
  const { ana, auth } = await phoneOnMeTab(phone, code);
  await auth.button("Forgot Password").click();
  await auth.field("Email").fill(email);
  await auth.submit();
  await expect(auth.success()).toHaveText("Password reset instructions sent to your email");

  const mail = await waitForMail(cloud.dataDir, email, /Reset your/);
  expect(new URL(mail.link).searchParams.get("return_to")).toBe(`/remote/session/${code}/me`);
  const visits = visitsOf(ana.page);
  await ana.page.goto(mail.link);
  const pages = new LinkPages(ana.page);
  await pages.newPassword().fill(PASSWORD);
  await pages.confirmPassword().fill(PASSWORD);
  await shot(ana.page, "phone-reset-form");
  // The screen's page asks the cookie question the remote does not; the person answers it.
  await ana.page.getByRole("button", { name: "Essential Only" }).tap();
  await pages.resetButton().tap();
  await expect(
    ana.page.getByText("Password reset successfully! You can now login with your new password."),
  ).toBeVisible();
  await backInTheParty(ana, cloud.url, code);
  expect(visits).not.toContain(`${cloud.url}/`);

  await auth.open();
  await auth.signIn(email, PASSWORD);
  await expect(ana.page.getByText(email)).toBeVisible();
});

test("a mailed link edited to lead elsewhere ends on the screen's own page, not there", async ({
  cloud,
  phone,
}) => {
  const email = uniqueEmail("edited-link");
  await fetch(`${cloud.url}/api/auth/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: cloud.url },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      name: "Cy",
      return_to: "/remote/session/ABC234/me",
    }),
  });
  const mail = await waitForMail(cloud.dataDir, email, /Verify your/);
  const edited = new URL(mail.link);
  edited.searchParams.set("return_to", "//evil.example/remote/");
  const cy = await phone();
  await cy.page.goto(edited.href);
  await expect(cy.page.getByText("Email verified successfully!")).toBeVisible();
  await expect(cy.page.getByRole("button", { name: "Continue to Encore" })).toBeVisible();
  await cy.page.waitForURL(`${cloud.url}/`, { timeout: 15_000 });
});

// Google sign-in needs the provider's address in the cloud's environment and the cloud's callback
// address in the provider's client: the provider's port is chosen first, then both start.
const googleTest = test.extend<{ google: { cloud: CloudServer; provider: TestOidcProvider } }>({
  // eslint-disable-next-line no-empty-pattern
  google: async ({}, use) => {
    const port = await freePort();
    const cloud = await CloudServer.start({
      GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
      OIDC_ISSUER: `http://127.0.0.1:${port}`,
    });
    const provider = await startTestOidcProvider(`${cloud.url}/auth/callback`, port);
    await use({ cloud, provider });
    await cloud.stop();
    await provider.close();
  },
  cloud: async ({ google }, use) => use(google.cloud),
});

googleTest(
  "Google sign-in started on the phone comes back to its party, signed in",
  async ({ google, tv, phone }) => {
    const { cloud, provider } = google;
    const code = await tv.startParty();
    const { ana, auth } = await phoneOnMeTab(phone, code);
    const account = {
      sub: "google-phone-1",
      email: "ana.phone@gmail.com",
      email_verified: true,
      name: "Ana Google",
    };
    provider.signInAs(account);
    const visits = visitsOf(ana.page);
    await auth.button("Continue with Google").tap();

    await backInTheParty(ana, cloud.url, code);
    await expect(ana.page.getByText(account.email)).toBeVisible();
    await expect(ana.page.getByText(account.name)).toBeVisible();
    await shot(ana.page, "phone-google-back");
    // Through the screen's callback page (the provider only redirects), and never the landing.
    expect(visits.some((url) => url.startsWith(`${cloud.url}/auth/callback?`))).toBe(true);
    expect(visits).not.toContain(`${cloud.url}/`);
  },
);
