// Where the joined session's main thread goes: opens `/remote/session/{CODE}` (the singer's name
// already stored, a fresh profile, as Lighthouse does) under a real 4× CPU throttle, records a V8
// CPU profile and the page's long tasks, and prints the functions with the most time, inclusive
// and self. Names are the minified chunk's unless the remote is built without minifying
// (`npx vite build -c remote/vite.config.ts --minify false`; `npm run -s build` to go back).
//
//   node --conditions=source --import tsx bench/remote/profile.ts [--seconds 6] [--top 30]
//     [--throttle 4] [--stretch-min 50] [--stretch-top 14]
// --throttle 1 shows the page as Lighthouse records it before its simulation multiplies by 4.
import { parseArgs } from "node:util";
import puppeteer from "puppeteer-core";
import { CHROME_FLAGS, CHROME_PATH, THUMBNAIL_HOST } from "../screen/browser.js";
import { printProfile, type Profile } from "../lib/cpu-profile.js";
import { startBenchCloud } from "../screen/cloud.js";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "6" },
    top: { type: "string", default: "30" },
    throttle: { type: "string", default: "4" },
    "stretch-top": { type: "string", default: "14" },
    "stretch-min": { type: "string", default: "50" },
  },
});

async function main(): Promise<void> {
  const cloud = await startBenchCloud();
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: false, // --headless=new is in CHROME_FLAGS
    args: [...CHROME_FLAGS, "--window-size=412,823"],
    defaultViewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true },
  });
  try {
    const created = await fetch(`${cloud.url}/api/sessions`, { method: "POST" });
    const { code } = (await created.json()) as { code: string };
    const page = await browser.newPage();
    await page.setRequestInterception(true);
    page.on("request", (request) => {
      if (request.url().includes(THUMBNAIL_HOST)) void request.abort();
      else void request.continue();
    });
    await page.evaluateOnNewDocument(`
      localStorage.setItem("encore.singerName", "Ana");
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }).observe({ type: "longtask", buffered: true });
    `);
    const cdp = await page.createCDPSession();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(values.throttle) });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(`${cloud.url}/remote/session/${code}`);
    await new Promise((resolve) => setTimeout(resolve, Number(values.seconds) * 1000));
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
    const longTasks = (await page.evaluate("window.__longTasks")) as [number, number][];
    const blocking = longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    console.log(
      `Long tasks (start, duration ms; ${values.throttle}× throttle): ${longTasks.length}, ` +
        `blocking ${blocking} ms (after the first paint or not)\n  ${longTasks.map(([start, duration]) => `${start}+${duration}`).join("  ")}`,
    );
    printProfile(profile, {
      top: Number(values.top),
      stretchMin: Number(values["stretch-min"]),
      stretchTop: Number(values["stretch-top"]),
      unit: "ms, throttled",
    });
  } finally {
    await browser.close();
    await cloud.stop();
  }
}

await main();
