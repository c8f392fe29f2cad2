// Accounts on the screen: the auth dialog's rules and texts, sign-up through the mailed link to
// settings and feedback, a real password reset, and account deletion.
import type { Page } from "@playwright/test";
import { AccountMenu, FeedbackPage, LinkPages, SettingsPage } from "./pages/account-pages";
import { AuthDialog } from "./pages/auth-dialog";
import { createVerifiedAccount, uniqueEmail } from "./support/accounts";
import type { CloudServer } from "../../e2e-support/cloud-server";
import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/outbox";
import type { LandingPage } from "./pages/landing-page";

const PASSWORD = "Karaoke-night-1";

/** From the TV switched on to the session home's top bar. */
async function toSessionHome(landing: LandingPage): Promise<void> {
  await landing.startParty();
}

/** Makes GET /api/config say Google sign-in is configured, as with GOOGLE_CLIENT_ID set. */
async function withGoogleConfigured(page: Page, cloud: CloudServer): Promise<void> {
  await page.route(`${cloud.url}/api/config`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, google_sign_in: true } });
  });
}

test("the auth dialog checks sign-in and forgot-password fields in the spec's order", async ({
  page,
  landing,
}) => {
  const auth = new AuthDialog(page);
  await toSessionHome(landing);
  await auth.open();
  // No Google button when the cloud has no Google sign-in configured.
  await expect(auth.button("Continue with Google")).toHaveCount(0);
  await expect(auth.field("Email")).toBeFocused();

  await auth.submit();
  await expect(auth.error()).toHaveText("Email is required");
  await auth.field("Email").fill("ann@example.com");
  await page.keyboard.press("Enter"); // Enter submits the form
  await expect(auth.error()).toHaveText("Password is required");

  // Show/hide password.
  await auth.field("Password").fill("secret words");
  await expect(auth.field("Password")).toHaveAttribute("type", "password");
  await auth.button("Show password").click();
  await expect(auth.field("Password")).toHaveAttribute("type", "text");
  await auth.button("Hide password").click();
  await expect(auth.field("Password")).toHaveAttribute("type", "password");

  // The cloud's answer is shown in the red box.
  await auth.submit();
  await expect(auth.error()).toHaveText("Invalid email or password");

  // Forgot mode: fields start empty, an address needs an @.
  await auth.button("Forgot Password").click();
  await expect(auth.named("Reset Password")).toBeVisible();
  await expect(auth.field("Email")).toHaveValue("");
  await expect(auth.error()).toHaveCount(0);
  await auth.field("Email").fill("nobody");
  await auth.submit();
  await expect(auth.error()).toHaveText("Please enter a valid email address");
  await auth.field("Email").fill("nobody@example.com");
  await auth.submit();
  await expect(auth.success()).toHaveText("Password reset instructions sent to your email");
  await auth.button("Back to sign in").click();
  await expect(auth.named("Sign In")).toBeVisible();

  // Escape closes; opening again starts empty.
  // (From a button: in a text field, the session home's TV-remote keys take the first Escape to
  // leave the field.)
  await auth.field("Email").fill("typed@example.com");
  await auth.button("Show password").focus();
  await page.keyboard.press("Escape");
  await expect(auth.dialog()).toHaveCount(0);
  await auth.open();
  await expect(auth.field("Email")).toHaveValue("");
  // A click on the backdrop closes it too.
  await page.mouse.click(5, 5);
  await expect(auth.dialog()).toHaveCount(0);
});

test("the sign-up dialog checks its fields in the spec's order and links the legal pages", async ({
  page,
  landing,
}) => {
  const auth = new AuthDialog(page);
  await toSessionHome(landing);
  await auth.open();
  await auth.dialog().getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(auth.named("Create Account")).toBeVisible();
  await expect(auth.field("Full name")).toBeFocused();
  await expect(auth.dialog()).toContainText("Must be at least 8 characters");
  await expect(auth.dialog().getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
    "href",
    "/terms",
  );
  await expect(auth.dialog().getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy",
  );

  const steps: [() => Promise<void>, string][] = [
    [async () => {}, "Email is required"],
    [() => auth.field("Email").fill("new@example.com"), "Password is required"],
    [() => auth.field("Password").fill("short"), "Name is required"],
    [() => auth.field("Full name").fill("Nina"), "Please accept the terms and conditions"],
    [() => auth.terms().check(), "Password must be at least 8 characters"],
  ];
  for (const [change, message] of steps) {
    await change();
    await auth.submit();
    await expect(auth.error()).toHaveText(message);
  }

  await auth.button("Sign In").click();
  await expect(auth.named("Sign In")).toBeVisible();
  await expect(auth.field("Email")).toHaveValue("");
});

test("Continue with Google shows only when configured, never in forgot mode, and says why it failed", async ({
  page,
  cloud,
  landing,
}) => {
  await withGoogleConfigured(page, cloud);
  const auth = new AuthDialog(page);
  await toSessionHome(landing);
  await auth.open();
  await expect(auth.button("Continue with Google")).toBeVisible();
  await auth.button("Forgot Password").click();
  await expect(auth.button("Continue with Google")).toHaveCount(0);
  await auth.button("Back to sign in").click();
  await auth.dialog().getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(auth.button("Continue with Google")).toBeVisible();
  // The cloud has no Google client here: its 404 message is the dialog's error.
  await auth.button("Continue with Google").click();
  await expect(auth.error()).toHaveText("Google sign-in is not configured");
  await expect(auth.button("Continue with Google")).toBeEnabled();
});

test("sign up in the dialog, verify by mail, sign in, see settings, send feedback up to the hold at 5", async ({
  page,
  cloud,
  landing,
}) => {
  test.setTimeout(120_000);
  const auth = new AuthDialog(page);
  const menu = new AccountMenu(page);
  const settings = new SettingsPage(page);
  const feedback = new FeedbackPage(page);
  const email = uniqueEmail("singer");

  await toSessionHome(landing);
  await auth.open();
  await auth.dialog().getByRole("button", { name: "Sign Up", exact: true }).click();
  await auth.signUp("Nina Simone", email, PASSWORD);
  await expect(auth.success()).toHaveText(
    "Account created! Please check your email to verify your account before signing in.",
  );
  await auth.button("Go to Sign In").click();
  await expect(auth.named("Sign In")).toBeVisible();
  // Not verified yet: the cloud says so.
  await auth.signIn(email, PASSWORD);
  await expect(auth.error()).toContainText("verify your email");

  const mail = await waitForMail(cloud.dataDir, email, /Verify your/);
  expect(mail.link).toContain("/verify-email?token=");
  // The newest link (signing in unverified mailed a fresh one) is the one to follow.
  const fresh = await waitForMail(cloud.dataDir, email, /Verify your/, 1);
  await page.goto(fresh.link);
  await expect(page.getByRole("heading", { name: "Success!" })).toBeVisible();
  await expect(page.locator(".link-page-card")).toContainText("Email verified successfully!");
  await expect(page.getByRole("button", { name: "Continue to Encore" })).toBeVisible();
  await expect(page.locator(".link-page-countdown")).toHaveText(
    /Redirecting in [1-5] seconds?\.\.\./,
  );
  await page.waitForURL(`${cloud.url}/`, { timeout: 8_000 });

  await page.getByText("PRESS ENTER").waitFor();
  await landing.pressEnter();
  await auth.open();
  await auth.signIn(email, PASSWORD);
  await expect(auth.dialog()).toHaveCount(0);
  await expect(menu.button("Nina Simone")).toBeVisible();

  await menu.choose("Nina Simone", "Settings");
  await expect(settings.heading()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Profile Information" })).toBeVisible();
  await expect(settings.fact("Name")).toHaveText("Nina Simone");
  await expect(settings.fact("Email")).toHaveText(email);
  const today = new Date().toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
  });
  await expect(settings.fact("Member Since")).toHaveText(today);
  await expect(page.getByRole("heading", { name: "Account Management" })).toBeVisible();
  await settings.back().click();
  await expect(page).toHaveURL(/\/session\/[A-Z0-9]{6}$/);

  await menu.choose("Nina Simone", "Feedback");
  await expect(feedback.heading()).toBeVisible();
  await expect(page.getByText("No feedback submitted yet")).toBeVisible();
  await expect(feedback.submitButton()).toBeDisabled();

  const long = "The queue should show who sang last. ".repeat(12);
  for (let n = 1; n <= 5; n += 1) {
    await feedback.send(`Idea ${n}`, n === 1 ? long : `Details of idea ${n}`);
    await expect(feedback.success()).toHaveText(
      "Feedback submitted successfully! Thank you for your input.",
    );
    await expect(feedback.subject()).toHaveValue("");
    await expect(feedback.history()).toHaveCount(n);
    if (n < 4) await expect(feedback.warning()).toHaveCount(0);
  }
  // Newest first, each pending (yellow), the long one clamped to three lines.
  const newest = feedback.history().first();
  await expect(newest.locator(".feedback-item-subject")).toHaveText("Idea 5");
  await expect(newest.locator(".feedback-badge")).toHaveText("Pending");
  await expect(newest.locator(".feedback-badge")).toHaveClass(/feedback-badge-yellow/);
  await expect(newest).toContainText(`Submitted on ${new Date().toLocaleDateString("en-US")}`);
  const clamped = feedback.history().last().locator(".feedback-item-content");
  const lines = await clamped.evaluate((element) => {
    const style = getComputedStyle(element);
    return element.clientHeight / parseFloat(style.lineHeight);
  });
  expect(Math.round(lines)).toBe(3);

  // The hold at 5.
  await expect(feedback.warning()).toHaveText(
    "You have 5/5 pending feedback submissions. Please wait for some to be reviewed before submitting more.",
  );
  await expect(feedback.subject()).toBeDisabled();
  await expect(feedback.details()).toBeDisabled();
  await expect(feedback.submitButton()).toBeDisabled();
});

test("the 4/5 warning appears at 4 pending", async ({ page, cloud, landing }) => {
  const auth = new AuthDialog(page);
  const menu = new AccountMenu(page);
  const feedback = new FeedbackPage(page);
  const account = { name: "Ray Charles", email: uniqueEmail("ray"), password: PASSWORD };
  await createVerifiedAccount(cloud, account);
  for (let n = 1; n <= 3; n += 1) await sendFeedbackOverHttp(cloud, account, `Old ${n}`);

  await toSessionHome(landing);
  await auth.open();
  await auth.signIn(account.email, account.password);
  await menu.choose(account.name, "Feedback");
  await expect(feedback.history()).toHaveCount(3);
  await expect(feedback.warning()).toHaveCount(0);
  await feedback.send("Fourth", "Almost at the limit");
  await expect(feedback.warning()).toHaveText("You have 4/5 pending feedback submissions.");
  await expect(feedback.subject()).toBeEnabled();
});

test("a real password reset with the mailed token", async ({ page, cloud, landing }) => {
  const auth = new AuthDialog(page);
  const menu = new AccountMenu(page);
  const link = new LinkPages(page);
  const account = { name: "Etta James", email: uniqueEmail("etta"), password: PASSWORD };
  await createVerifiedAccount(cloud, account);

  await toSessionHome(landing);
  await auth.open();
  await auth.button("Forgot Password").click();
  await auth.field("Email").fill(account.email);
  await auth.submit();
  await expect(auth.success()).toHaveText("Password reset instructions sent to your email");
  const mail = await waitForMail(cloud.dataDir, account.email, /Reset your/);
  expect(mail.link).toContain("/reset-password?token=");

  await page.goto(mail.link);
  await expect(link.resetButton()).toBeDisabled();
  // The four rules in order, then the match; an error shows once a field is left and clears on edit.
  const rules: [string, string][] = [
    ["Short1", "Password must be at least 8 characters long"],
    ["longenough1", "Password must contain at least one uppercase letter"],
    ["LONGENOUGH1", "Password must contain at least one lowercase letter"],
    ["Longenough", "Password must contain at least one number"],
  ];
  for (const [password, message] of rules) {
    await link.newPassword().fill(password);
    await link.confirmPassword().fill(password);
    await expect(link.fieldErrors()).toHaveText([message]);
    await expect(link.resetButton()).toBeDisabled();
    await link.newPassword().fill("");
    await expect(link.fieldErrors()).toHaveCount(0);
  }
  await link.newPassword().fill("Brand-new-2");
  await link.confirmPassword().fill("Brand-new-3");
  await link.newPassword().focus(); // leaving the confirmation checks it
  await expect(link.fieldErrors()).toHaveText(["Passwords do not match"]);
  await expect(link.resetButton()).toBeDisabled();
  await link.confirmPassword().fill("Brand-new-2");
  await expect(link.resetButton()).toBeEnabled();
  await link.resetButton().click();
  await expect(link.card()).toContainText(
    "Password reset successfully! You can now login with your new password.",
  );
  await page.waitForURL(`${cloud.url}/`, { timeout: 8_000 });

  // The link is spent; the new password signs in, the old one no more.
  await page.goto(mail.link);
  await link.newPassword().fill("Another-one-4");
  await link.confirmPassword().fill("Another-one-4");
  await link.resetButton().click();
  await expect(page.getByRole("heading", { name: "Reset Failed" })).toBeVisible();
  await expect(link.card()).toContainText("This password reset link is invalid or has expired");

  await toSessionHome(landing);
  await auth.open();
  await auth.signIn(account.email, PASSWORD);
  await expect(auth.error()).toHaveText("Invalid email or password");
  await auth.field("Password").fill("Brand-new-2");
  await auth.submit();
  await expect(menu.button(account.name)).toBeVisible();
});

test("links without a token, or with a dead one, say so", async ({ page, cloud }) => {
  const link = new LinkPages(page);
  await page.goto(`${cloud.url}/verify-email`);
  await expect(link.card()).toContainText("Invalid verification link - missing token.");
  await page.goto(`${cloud.url}/reset-password`);
  await expect(link.card()).toContainText("Invalid reset link - missing token.");
  await expect(link.newPassword()).toHaveCount(0);
  await page.goto(`${cloud.url}/verify-email?token=made.up`);
  await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
  await expect(link.card()).toContainText("This verification link is invalid or has expired");
  await page.getByRole("link", { name: "Go to Login Page" }).click();
  await expect(page).toHaveURL(`${cloud.url}/`);
});

test("the auth callback without a code checks the user and goes to /", async ({ page, cloud }) => {
  await page.goto(`${cloud.url}/auth/callback`);
  await expect(page).toHaveURL(`${cloud.url}/`);
  await page.getByText("PRESS ENTER").waitFor();
});

test("account deletion asks first, then removes the account", async ({ page, cloud, landing }) => {
  const auth = new AuthDialog(page);
  const menu = new AccountMenu(page);
  const settings = new SettingsPage(page);
  const account = { name: "Billie Holiday", email: uniqueEmail("billie"), password: PASSWORD };
  await createVerifiedAccount(cloud, account);

  await toSessionHome(landing);
  await auth.open();
  await auth.signIn(account.email, account.password);
  await menu.choose(account.name, "Settings");
  await expect(settings.heading()).toBeVisible();

  await settings.deleteButton().click();
  const dialog = settings.confirmDialog();
  await expect(dialog).toContainText(
    "Are you sure you want to delete your account? This action cannot be undone and will permanently remove all your favorites and account data.",
  );
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await settings.deleteButton().click();
  // Slow the answer down to see the busy texts.
  await page.route(`${cloud.url}/api/auth/account`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Delete Account" }).click();
  await expect(dialog.getByRole("button", { name: "Processing..." })).toBeDisabled();
  await expect(settings.deleteButton()).toHaveText("Deleting...");
  // Loading: Escape does not close it.
  await page.keyboard.press("Escape");
  await expect(dialog.getByRole("button", { name: "Processing..." })).toBeVisible();
  // Signed out once deleted: the settings page sends a guest to /.
  await expect(page).toHaveURL(`${cloud.url}/`);

  const login = await fetch(`${cloud.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: cloud.url },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(login.status).toBe(401);
});

async function sendFeedbackOverHttp(
  cloud: CloudServer,
  account: { email: string; password: string },
  subject: string,
): Promise<void> {
  const login = await fetch(`${cloud.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: cloud.url },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const sent = await fetch(`${cloud.url}/api/feedback`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: cloud.url, Cookie: cookie },
    body: JSON.stringify({ subject, content: `About ${subject}` }),
  });
  if (sent.status !== 201) throw new Error(`feedback: ${sent.status}`);
}
