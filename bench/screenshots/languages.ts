/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Screenshots of both apps in the languages that run longest or draw another script
// (docs/languages.md#long-texts): the TV at 1280×720 (landing, session home, the player with a
// full queue bar) and the phone at 412×915 (its three tabs and the auth dialog), in each language
// given (default de, ja, tl). Written to bench/.work/screenshots/<tag>/, to be looked at; it also
// lists every element whose text overflows its box, which is what breaks first.
//   npm run build && node --conditions=source --import tsx bench/screenshots/languages.ts [tags…]
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright";
import { createSessionClient } from "@encore/shared";
import { startBenchCloud } from "../screen/cloud.js";
import { launchChromium, newScreenContext } from "../screen/browser.js";
import { ROOT } from "../lib/processes.js";

const tags = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["de", "ja", "tl"];
const OUT = path.join(ROOT, "bench/.work/screenshots");

/** Elements whose text is cut or spills out of their box, named by class and text. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (element.children.length > 0 || !element.textContent?.trim()) continue;
      const style = getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const cut = style.textOverflow === "ellipsis";
      if (element.scrollWidth > element.clientWidth + 1 && !cut && style.overflowX !== "visible")
        found.push(
          `${element.className || element.tagName}: ${element.textContent.trim().slice(0, 50)}`,
        );
      // A carousel or a scrolling list keeps its items off screen on purpose.
      let scroller: HTMLElement | null = element.parentElement;
      while (scroller && !/(auto|scroll|hidden)/.test(getComputedStyle(scroller).overflowX))
        scroller = scroller.parentElement;
      const box = element.getBoundingClientRect();
      if (!scroller && box.right > window.innerWidth + 1)
        found.push(
          `off screen ${element.className || element.tagName}: ${element.textContent.trim().slice(0, 50)}`,
        );
    }
    return found;
  });
}

async function shoot(page: Page, tag: string, name: string): Promise<void> {
  const file = path.join(OUT, tag, `${name}.png`);
  await page.screenshot({ path: file });
  const spills = await overflowing(page);
  console.log(
    `${tag} ${name}: ${file}${spills.length ? `\n  overflows: ${spills.join("\n  overflows: ")}` : ""}`,
  );
}

const cloud = await startBenchCloud();
const browser = await launchChromium();
try {
  const songs = (
    (await (await fetch(`${cloud.url}/api/songs?limit=12`)).json()) as { songs: { id: string }[] }
  ).songs;
  for (const tag of tags) {
    mkdirSync(path.join(OUT, tag), { recursive: true });
    const tvContext = await newScreenContext(browser);
    const tv = await tvContext.newPage();
    // The cookie banner, answered once, stays out of the pictures.
    await tvContext.addInitScript(() => localStorage.setItem("cookieConsent", "minimal"));
    await tv.goto(`${cloud.url}/?lang=${tag}`);
    await tv.waitForFunction(() => document.documentElement.lang !== "");
    await tv.waitForTimeout(1000);
    await shoot(tv, tag, "tv-landing");
    await tv.keyboard.press("Enter");
    await tv.waitForURL(/\/session\/[A-Z0-9]{6}/);
    await tv.waitForTimeout(1500);
    await shoot(tv, tag, "tv-session-home");
    const code = ((await tv.locator(".top-bar-code-value").textContent()) ?? "").replace("-", "");

    // Three singers with long names fill the queue bar.
    const singers = ["Maximiliane", "Bartholomäus", "Kristiyana"];
    for (const [index, name] of singers.entries()) {
      const client = createSessionClient({
        url: cloud.url,
        device: "remote",
        deviceId: `shot-${tag}-${index}`,
        name,
        socketOptions: { transports: ["websocket"], forceNew: true },
      });
      await client.join(code);
      for (const song of songs.slice(index * 4, index * 4 + 4))
        await client.send("QUEUE_SONG", { song: { id: song.id } });
      client.close();
    }
    await tv.waitForURL(/\/player/);
    await tv.waitForTimeout(2500);
    await shoot(tv, tag, "tv-player");
    await tvContext.close();

    const phoneContext = await browser.newContext({
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
    });
    await phoneContext.addInitScript(() => localStorage.setItem("cookieConsent", "minimal"));
    const phone = await phoneContext.newPage();
    await phone.goto(`${cloud.url}/remote/join/${code}?lang=${tag}`);
    await phone.locator("input").first().fill("Kristiyana");
    await phone.locator("button[type=submit]").first().tap();
    await phone.waitForSelector(".party-devices");
    await phone.waitForTimeout(1000);
    await shoot(phone, tag, "phone-songs");
    const tabs = phone.locator("nav a");
    await tabs.nth(1).tap();
    await phone.waitForTimeout(800);
    await shoot(phone, tag, "phone-queue");
    await tabs.nth(2).tap();
    await phone.waitForTimeout(800);
    await shoot(phone, tag, "phone-me");
    // The Me tab's sign-in button opens the auth dialog.
    await phone.locator("section[aria-labelledby=me-account] button.button").tap();
    await phone.getByRole("dialog").waitFor();
    await phone.waitForTimeout(500);
    await shoot(phone, tag, "phone-auth-dialog");
    await phoneContext.close();
  }
} finally {
  await browser.close();
  await cloud.stop();
}
