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

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function label(frame: CallFrame): string {
  const file = frame.url.split("/").pop() ?? "";
  if (!frame.url) return frame.functionName || "(program)";
  return `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}:${frame.columnNumber}`;
}

function summarize(profile: Profile, top: number): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    const own = label(node.callFrame);
    self.set(own, (self.get(own) ?? 0) + delta);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame) break;
      const name = label(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
    }
  });
  const print = (title: string, table: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, time] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`  ${time.toFixed(1).padStart(8)} ms  ${name}`);
    }
  };
  print("Inclusive (ms, throttled)", inclusive);
  print("Self (ms, throttled)", self);

  // The busy stretches (samples with no idle between them): what each long one spent its time on.
  const stacks = (id: number): string[] => {
    const names: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (frame) names.push(label(frame));
    }
    return [...new Set(names)];
  };
  interface Stretch {
    start: number;
    end: number;
    time: Map<string, number>;
  }
  let clock = 0;
  let stretch: Stretch | null = null;
  const stretches: Stretch[] = [];
  for (const [index, id] of profile.samples.entries()) {
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const name = label(
      byId.get(id)?.callFrame ?? { functionName: "", url: "", lineNumber: 0, columnNumber: 0 },
    );
    if (name === "(idle)") {
      if (stretch) stretches.push(stretch);
      stretch = null;
    } else {
      stretch ??= { start: clock, end: clock, time: new Map() };
      stretch.end = clock + delta;
      for (const frame of stacks(id))
        stretch.time.set(frame, (stretch.time.get(frame) ?? 0) + delta);
    }
    clock += delta;
  }
  console.log(
    `\nBusy stretches over ${values["stretch-min"]} ms (from the profile's start; the top inclusive entries)`,
  );
  for (const item of stretches.filter(
    (entry) => entry.end - entry.start > Number(values["stretch-min"]),
  )) {
    const top = [...item.time]
      .filter(([name]) => !["(root)", "(program)"].includes(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(values["stretch-top"]))
      .map(([name, time]) => `${name} ${time.toFixed(0)}`);
    console.log(
      `  ${item.start.toFixed(0)} +${(item.end - item.start).toFixed(0)} ms: ${top.join(" · ")}`,
    );
  }
}

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
    summarize(profile, Number(values.top));
  } finally {
    await browser.close();
    await cloud.stop();
  }
}

await main();
