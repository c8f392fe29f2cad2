// A budget of the screen (docs/performance.md, Screen): Lighthouse 12 accessibility ≥ 95 on the
// songbook, search results, settings and feedback screens. They are reached only from the landing
// in the same page load (the redirect rule), so one user flow walks there as a signed-in user would
// and takes a snapshot of each (a snapshot audits accessibility; it has no performance metrics).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { desktopConfig, startFlow } from "lighthouse";
import type { Page } from "puppeteer-core";
import { waitForMail } from "../../screen/e2e/support/outbox.js";
import type { BenchCloud } from "./cloud.js";
import {
  ACCESSIBILITY_BUDGET,
  flags,
  launch,
  PRESS_ENTER_SHOWN,
  SESSION_HOME_SHOWN,
  summarize,
  visibleText,
  type LighthouseStep,
} from "./lighthouse.js";

const ACCOUNT = { name: "Bea", email: "bea@example.com", password: "Secret123" };

async function post(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: new URL(url).origin },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
}

/** An account made as a user makes one: sign up, then the mailed link. */
async function verifiedAccount(cloud: BenchCloud): Promise<void> {
  await post(`${cloud.url}/api/auth/signup`, ACCOUNT);
  const mail = await waitForMail(cloud.dataDir, ACCOUNT.email, /Verify your/);
  await post(`${cloud.url}/api/auth/verify-email`, {
    token: new URL(mail.link).searchParams.get("token"),
  });
}

/** Clicks the first button or link whose text contains `text` (a string: no bench code runs there). */
function click(page: Page, text: string): Promise<unknown> {
  return page.evaluate(
    `[...document.querySelectorAll("button, a")].find((e) => e.textContent.includes(${JSON.stringify(text)}) && e.checkVisibility())?.click()`,
  );
}

const shown = (page: Page, text: string) =>
  page.waitForFunction(visibleText(text), { polling: 100 });

export async function runScreensAccessibility(
  cloud: BenchCloud,
  workDir: string,
): Promise<LighthouseStep[]> {
  await verifiedAccount(cloud);
  const reportDir = path.join(workDir, "lighthouse");
  mkdirSync(reportDir, { recursive: true });
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 720 });
    // Signed in and the cookie choice made before the flow starts, on a page outside it.
    await page.goto(`${cloud.url}/privacy`);
    await page.evaluate(
      `localStorage.setItem("cookieConsent", "minimal"); fetch("/api/auth/login", {method: "POST", credentials: "include", headers: {"Content-Type": "application/json"}, body: ${JSON.stringify(JSON.stringify({ email: ACCOUNT.email, password: ACCOUNT.password }))}})`,
    );
    const flow = await startFlow(page, {
      name: "Browsing and accounts",
      config: desktopConfig,
      flags,
    });
    await flow.navigate(`${cloud.url}/`, { name: "Landing" });
    await page.waitForFunction(PRESS_ENTER_SHOWN, { polling: 100 });
    await page.keyboard.press("Enter");
    await page.waitForFunction(SESSION_HOME_SHOWN, { polling: 100 });

    await shown(page, "2000s Hits");
    await click(page, "2000s Hits");
    await shown(page, "1-70 of 151 songs");
    await flow.snapshot({ name: "Songbook" });

    await click(page, "← Back");
    await page.waitForFunction(SESSION_HOME_SHOWN, { polling: 100 });
    await page.type("#top-bar-search-input", "love");
    await page.keyboard.press("Enter");
    await shown(page, "Search Results");
    await page.waitForFunction(`document.querySelectorAll(".search-card").length > 0`, {
      polling: 100,
    });
    await flow.snapshot({ name: "Search results" });

    for (const [item, heading] of [
      ["Settings", "Account Settings"],
      ["Feedback", "Leave a Feedback"],
    ] as const) {
      await click(page, "← Back");
      await page.waitForFunction(SESSION_HOME_SHOWN, { polling: 100 });
      await shown(page, ACCOUNT.name);
      await click(page, ACCOUNT.name);
      await shown(page, item);
      await click(page, item);
      await shown(page, heading);
      await page.waitForFunction(`!document.body.textContent.includes("Loading...")`, {
        polling: 100,
      });
      await flow.snapshot({ name: heading });
      await click(page, "Back to session");
    }

    writeFileSync(path.join(reportDir, "screens-flow.html"), await flow.generateReport());
    const result = await flow.createFlowResult();
    return result.steps
      .filter((step) => step.lhr.gatherMode === "snapshot")
      .map((step) => summarize(step.lhr, step.name, "desktop"));
  } finally {
    await browser.close();
  }
}

export function screensAccessibilityMet(steps: readonly LighthouseStep[]): boolean {
  return steps.every(
    (step) => !step.failed && (step.scores.accessibility ?? 0) >= ACCESSIBILITY_BUDGET,
  );
}
