// Screenshots of the operator's back office (docs/admin.md) with a party running, a song played,
// a song hidden, a feedback item and a karaoke import from a fake Data API: its sign-in and four
// tabs at 1280×720, 1920×1080 and on a phone (412×915), in each language given (default en, de). Written to bench/.work/screenshots/admin-<tag>/,
// to be looked at.
//   npm run build && node --conditions=source --import tsx bench/screenshots/admin.ts [tags…]
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright";
import { createSessionClient } from "@encore/shared";
import {
  FAKE_API_KEY,
  startFakeYoutubeApi,
} from "../../cloud/src/test-support/fake-youtube-api.js";
import { karaokeChannel } from "../../cloud/src/test-support/youtube-operator.js";
import { waitForMail } from "../../screen/e2e/support/outbox.js";
import { ROOT } from "../lib/processes.js";
import { startBenchCloud } from "../screen/cloud.js";
import { launchChromium } from "../screen/browser.js";

const tags = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["en", "de"];
const OUT = path.join(ROOT, "bench/.work/screenshots");
const SIZES = {
  tv: { width: 1280, height: 720 },
  big: { width: 1920, height: 1080 },
  phone: { width: 412, height: 915 },
} as const;

async function shoot(page: Page, folder: string, name: string): Promise<void> {
  await page.waitForTimeout(600);
  const file = path.join(folder, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}

const fake = await startFakeYoutubeApi([
  karaokeChannel("UCsingking000000000000000", "@singkingkaraoke", "Sing King", "sk", 140),
  karaokeChannel("UCkarafun0000000000000000", "@karafun", "KaraFun", "kf", 90),
]);
const cloud = await startBenchCloud({ YOUTUBE_API_URL: fake.baseUrl });
const browser = await launchChromium();
try {
  const password = readFileSync(path.join(cloud.dataDir, "admin-password"), "utf8").trim();
  // A party with a phone and a song on: live numbers and a play today.
  const created = (await (
    await fetch(`${cloud.url}/api/sessions`, { method: "POST", headers: { Origin: cloud.url } })
  ).json()) as { code: string };
  const songs = (
    (await (await fetch(`${cloud.url}/api/songs?limit=3`)).json()) as {
      songs: { id: string; title: string }[];
    }
  ).songs;
  const phone = createSessionClient({
    url: cloud.url,
    device: "remote",
    deviceId: "shot-phone",
    name: "Maximiliane",
    socketOptions: { transports: ["websocket"], forceNew: true },
  });
  await phone.join(created.code);
  await phone.send("QUEUE_SONG", { song: { id: songs[0]?.id } });
  // A guest's feedback.
  const email = `fan-${Date.now()}@example.com`;
  const post = (route: string, body: unknown, cookie = "") =>
    fetch(`${cloud.url}/api${route}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: cloud.url, Cookie: cookie },
      body: JSON.stringify(body),
    });
  await post("/auth/signup", {
    name: "Kristiyana Bartholomäus",
    email,
    password: "Karaoke-night-1",
  });
  const mail = await waitForMail(cloud.dataDir, email, /Verify your/);
  await post("/auth/verify-email", { token: new URL(mail.link).searchParams.get("token") });
  const login = await post("/auth/login", { email, password: "Karaoke-night-1" });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  await post(
    "/feedback",
    {
      subject: "More duets, please",
      content: "We loved the night. Could you add more duets for two singers?",
    },
    cookie,
  );

  for (const tag of tags) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const folder = path.join(OUT, `admin-${tag}`);
      mkdirSync(folder, { recursive: true });
      const context: BrowserContext = await browser.newContext({ viewport });
      await context.addInitScript("globalThis.__name = (fn) => fn;");
      // The cookie banner, answered once, stays out of the pictures.
      await context.addInitScript(() => localStorage.setItem("cookieConsent", "minimal"));
      const page = await context.newPage();
      await page.goto(`${cloud.url}/admin?lang=${tag}`);
      await page.locator("input[type=password]").waitFor();
      await shoot(page, folder, `${size}-sign-in`);
      await page.locator("input[type=password]").fill(password);
      await page.locator("button[type=submit]").click();
      await page.locator(".admin-stat").first().waitFor();
      await shoot(page, folder, `${size}-parties`);
      await page.getByRole("tab").nth(1).click();
      await page.locator(".admin-key-state").waitFor();
      if (tag === tags[0] && size === "tv") {
        // Once: the key, four preset channels unticked, an import to its end.
        await page.getByRole("region").first().locator("input").fill(FAKE_API_KEY);
        await page.locator(".admin-search .button").first().click();
        await page.locator(".admin-key-state", { hasText: FAKE_API_KEY.slice(-4) }).waitFor();
        for (const box of await page.locator(".admin-channels input[type=checkbox]").all())
          if (
            !["Sing King", "KaraFun"].includes(
              (await box.locator("xpath=..").innerText()).split("\n")[0] ?? "",
            )
          )
            await box.uncheck();
        await page.locator(".admin-section-head .button:not(.button-ghost)").first().click();
        await page.locator(".admin-import-line", { hasText: /\d/ }).waitFor();
        await page.waitForFunction(
          () =>
            document.querySelector("[role=progressbar]")?.getAttribute("aria-valuenow") === "100",
        );
      }
      await shoot(page, folder, `${size}-karaoke`);
      await page.getByRole("tab").nth(2).click();
      // One song hidden by hand, found through the search.
      await page.locator(".admin-search input").fill(songs[1]?.title ?? "");
      await page.locator(".admin-search button").click();
      await page.locator(".admin-list .admin-item").first().waitFor();
      const hide = page.locator(".admin-list .button-ghost").first();
      if (await hide.count()) await hide.click();
      await page.locator(".admin-badge").first().waitFor();
      await shoot(page, folder, `${size}-songs`);
      await page.getByRole("tab").nth(3).click();
      await page.locator(".admin-feedback").first().waitFor();
      await shoot(page, folder, `${size}-feedback`);
      await context.close();
    }
  }
  phone.close();
} finally {
  await browser.close();
  await cloud.stop();
  await fake.close();
}
