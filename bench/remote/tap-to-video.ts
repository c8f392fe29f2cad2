// Budget 3: tap → the screen's video obeys. A phone (mobile viewport, touch) and the screen in one
// party on loopback; the phone taps Pause and Play in turn; the time runs from the tap's click in
// the phone's page to the fake player's state change in the screen's page, both read on the same
// clock (performance.timeOrigin + performance.now()).
import type { Browser, Page } from "playwright";
import { newScreenContext } from "../screen/browser.js";

export const TAP_TO_VIDEO_BUDGET_MS = 150;

// The pages' globals, declared for this file only: the benches' type check has no DOM library.
interface PageElement {
  getAttribute(name: string): string | null;
}
interface PageWindow {
  __taps: number[];
  __states: { state: number; at: number }[];
  __fakeYouTube?: { state(): number | null };
  addEventListener(type: "click", listener: () => void, options: { capture: boolean }): void;
}
declare const window: PageWindow;
declare const document: {
  body: object;
  querySelectorAll(selector: string): { forEach(fn: (el: PageElement) => void): void };
};
declare class MutationObserver {
  constructor(callback: () => void);
  observe(target: object, options: Record<string, unknown>): void;
}

function watchTaps(): void {
  window.__taps = [];
  window.addEventListener(
    "click",
    () => window.__taps.push(performance.timeOrigin + performance.now()),
    { capture: true },
  );
}

function watchVideo(): void {
  window.__states = [];
  const seen = new WeakSet<PageElement>();
  const observe = (el: PageElement) => {
    if (seen.has(el)) return;
    seen.add(el);
    new MutationObserver(() =>
      window.__states.push({
        state: Number(el.getAttribute("data-state")),
        at: performance.timeOrigin + performance.now(),
      }),
    ).observe(el, { attributes: true, attributeFilter: ["data-state"] });
  };
  const scan = () => document.querySelectorAll("[data-testid=fake-video]").forEach(observe);
  scan();
  new MutationObserver(scan).observe(document.body, { childList: true, subtree: true });
}

async function waitForState(screen: Page, state: number, after: number): Promise<number> {
  const handle = await screen.waitForFunction(
    ([wanted, since]) => {
      const hit = window.__states.find((s) => s.state === wanted && s.at >= since);
      return hit ? hit.at : false;
    },
    [state, after] as const,
    { polling: 5, timeout: 10_000 },
  );
  return (await handle.jsonValue()) as number;
}

export async function measureTapToVideo(
  browser: Browser,
  url: string,
  runs: number,
): Promise<number[]> {
  const screenContext = await newScreenContext(browser);
  const phoneContext = await browser.newContext({
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await phoneContext.addInitScript("globalThis.__name = (fn) => fn;");
  try {
    const screen = await screenContext.newPage();
    await screen.goto(`${url}/`);
    await screen.getByText("PRESS ENTER").waitFor();
    await screen.keyboard.press("Enter");
    await screen.waitForURL(/\/session\/[A-Z0-9]{6}$/);
    const code = screen.url().split("/").pop() ?? "";

    const phone = await phoneContext.newPage();
    await phone.addInitScript('localStorage.setItem("encore.singerName", "Ana")');
    await phone.goto(`${url}/remote/session/${code}`);
    await phone.locator(".party-devices").waitFor();
    const songs = (await (await fetch(`${url}/api/songs?limit=1`)).json()) as {
      songs: { id: string }[];
    };
    const songCode = songs.songs[0]?.id ?? "";
    await phone.getByPlaceholder("Search by title, artist, or code").fill(songCode);
    await phone.getByRole("button", { name: new RegExp(`, ${songCode}$`) }).tap();
    await screen.waitForURL(/\/player$/);
    await screen.waitForFunction(() => window.__fakeYouTube?.state() === 1, undefined, {
      polling: 20,
      timeout: 15_000,
    });
    await screen.evaluate(watchVideo);
    await phone.evaluate(watchTaps);

    const samples: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const pausing = run % 2 === 0;
      const button = phone.getByRole("button", { name: pausing ? "Pause" : "Play", exact: true });
      await button.waitFor();
      await phone.waitForTimeout(150);
      await button.tap();
      const tappedAt = await phone.evaluate(() => window.__taps[window.__taps.length - 1] ?? 0);
      const obeyedAt = await waitForState(screen, pausing ? 2 : 1, tappedAt);
      samples.push(obeyedAt - tappedAt);
    }
    return samples;
  } finally {
    await phoneContext.close();
    await screenContext.close();
  }
}
