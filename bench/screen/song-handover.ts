// Budget 4: song end → the next song's loadVideoById. The IFrame API is the e2e fake; a phone (a
// socket.io client) queues 3 songs into a session the screen created from the landing; once the
// player plays, the fake video ends, and the time runs from end() to the fake's next load (both
// performance.now() in the page). The cloud starts the next song 2 s after SONG_ENDED by design.
import type { Browser, Page } from "playwright";
import { io, type Socket } from "socket.io-client";
import { newScreenContext } from "./browser.js";

export const HANDOVER_BUDGET_MS = 2500;
const SONGS_PER_RUN = 3;

interface FakeYouTube {
  loads: { videoId: string; at: number }[];
  state(): number | null;
  end(): void;
}
// The page's global, declared for this file only: the benches' type check has no DOM library.
declare const window: { __fakeYouTube?: FakeYouTube };

async function songIds(url: string): Promise<number[]> {
  const response = await fetch(`${url}/api/songs?limit=${SONGS_PER_RUN}`);
  const body = (await response.json()) as { songs: { db_id: number }[] };
  if (body.songs.length < SONGS_PER_RUN) throw new Error("the demo catalogue is not loaded");
  return body.songs.map((song) => song.db_id);
}

async function joinAsPhone(url: string, code: string): Promise<Socket> {
  const socket = io(url, {
    path: "/ws",
    transports: ["websocket"],
    query: { device: "remote", device_id: `bench-phone-${Date.now()}`, name: "Bench" },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("SESSION_JOINED", () => resolve());
    socket.once("ERROR", (error: { message: string }) => reject(new Error(error.message)));
    socket.once("connect_error", reject);
    socket.on("connect", () => socket.emit("JOIN_SESSION", { code }));
  });
  return socket;
}

async function queue(socket: Socket, dbId: number): Promise<void> {
  const ack = (await socket.timeout(5000).emitWithAck("QUEUE_SONG", { song: { db_id: dbId } })) as {
    ok: boolean;
    message?: string;
  };
  if (!ack.ok) throw new Error(`QUEUE_SONG refused: ${ack.message}`);
}

/** Waits until the fake has `loads` loads and its player is playing (state 1). */
async function playing(page: Page, loads: number): Promise<void> {
  await page.waitForFunction(
    (count) => {
      const fake = window.__fakeYouTube;
      return fake !== undefined && fake.loads.length >= count && fake.state() === 1;
    },
    loads,
    { timeout: 15_000, polling: 50 },
  );
}

async function handovers(browser: Browser, url: string, ids: number[]): Promise<number[]> {
  const context = await newScreenContext(browser);
  let socket: Socket | undefined;
  try {
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await page.getByText("PRESS ENTER").waitFor();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/session\/[A-Z0-9]{6}$/);
    const code = /\/session\/([A-Z0-9]{6})$/.exec(page.url())?.[1] ?? "";
    socket = await joinAsPhone(url, code);
    for (const id of ids) await queue(socket, id);
    const samples: number[] = [];
    for (let song = 1; song < ids.length; song += 1) {
      await playing(page, song);
      const endedAt = await page.evaluate(() => {
        const fake = window.__fakeYouTube as FakeYouTube;
        const at = performance.now();
        fake.end();
        return at;
      });
      const next = await page.waitForFunction(
        (count) => window.__fakeYouTube?.loads[count]?.at,
        song,
        { timeout: 15_000, polling: 50 },
      );
      samples.push(((await next.jsonValue()) as number) - endedAt);
    }
    return samples;
  } finally {
    socket?.close();
    await context.close();
  }
}

/** `runs` sessions of 3 songs: two handovers each. */
export async function measureHandover(
  browser: Browser,
  url: string,
  runs: number,
): Promise<number[]> {
  const ids = await songIds(url);
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(...(await handovers(browser, url, ids)));
  return samples;
}
