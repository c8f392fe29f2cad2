// How long the back office takes to turn a fresh Encore into a karaoke catalogue (docs/admin.md,
// "Karaoke songs from YouTube"; the goal: loading within two minutes): the built cloud, signed in
// as the operator over HTTP, a key saved and the preset's six channels imported from a local fake
// of the Data API that answers every call after `--latency` ms (the real API's round trip from a
// home connection is 100–300 ms). Figures: the time to the first progress event and to the end,
// the API calls made, and the songs kept. Results go in docs/performance.md, "Back office".
//   npm run build && node --conditions=source --import tsx bench/admin/import.ts [--videos 800] [--latency 200]
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  FAKE_API_KEY,
  startFakeYoutubeApi,
} from "../../cloud/src/test-support/fake-youtube-api.js";
import { karaokeChannel } from "../../cloud/src/test-support/youtube-operator.js";
import { startCloud } from "../lib/processes.js";

const { values } = parseArgs({
  options: {
    videos: { type: "string", default: "800" },
    latency: { type: "string", default: "200" },
  },
});
const VIDEOS = Number(values.videos);
const LATENCY_MS = Number(values.latency);

const PRESET = [
  ["UCsingking000000000000000", "@singkingkaraoke", "Sing King", "sk"],
  ["UCkarafun0000000000000000", "@karafun", "KaraFun", "kf"],
  ["UCzoom0000000000000000000", "@ZoomKaraokeOfficial", "Zoom Karaoke", "zm"],
  ["UCstingray000000000000000", "@StingrayKaraoke", "Stingray Karaoke", "sr"],
  ["UCmusisi00000000000000000", "@MusisiKaraoke", "Musisi Karaoke", "mk"],
  ["UCkaraokechannel000000000", "@TheKaraokeChannel", "The Karaoke Channel", "kc"],
] as const;

const fake = await startFakeYoutubeApi(
  PRESET.map(([id, handle, title, tag]) => karaokeChannel(id, handle, title, tag, VIDEOS)),
  { delayMs: LATENCY_MS },
);
const dataDir = mkdtempSync(path.join(tmpdir(), "encore-bench-admin-"));
const cloud = await startCloud({
  DATA_DIR: dataDir,
  SEED_CATALOGUE: "1",
  YOUTUBE_API_URL: fake.baseUrl,
});

let cookie = "";
async function call(route: string, method = "GET", body?: unknown): Promise<Response> {
  const response = await fetch(`${cloud.url}/api/admin${route}`, {
    method,
    headers: {
      Origin: cloud.url,
      Cookie: cookie,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return response;
}

interface ImportState {
  status: string;
  channels: { done: number; total: number };
  videos_seen: number;
  songs_kept: number;
}

try {
  const password = readFileSync(path.join(dataDir, "admin-password"), "utf8").trim();
  const signIn = await call("/session", "POST", { password });
  cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  await call("/youtube/key", "PUT", { key: FAKE_API_KEY });
  const callsBefore = fake.requests.length;

  const started = performance.now();
  await call("/imports", "POST", {});
  let firstProgress: number | null = null;
  let state: ImportState;
  for (;;) {
    const answer = (await (await call("/imports/current")).json()) as { import: ImportState };
    state = answer.import;
    if (firstProgress === null && state.videos_seen > 0) firstProgress = performance.now();
    if (state.status !== "running") break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    JSON.stringify(
      {
        channels: PRESET.length,
        videos_per_channel: VIDEOS,
        api_latency_ms: LATENCY_MS,
        status: state.status,
        first_progress_s: firstProgress === null ? null : (firstProgress - started) / 1000,
        done_s: Number(seconds.toFixed(1)),
        api_calls: fake.requests.length - callsBefore,
        videos_seen: state.videos_seen,
        songs_kept: state.songs_kept,
        within_two_minutes: seconds <= 120,
      },
      null,
      2,
    ),
  );
} finally {
  await cloud.stop();
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
}
