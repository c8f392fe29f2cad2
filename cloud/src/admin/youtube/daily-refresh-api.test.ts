// The daily refresh (docs/admin.md, "The daily refresh"), with the hourly check every 100 ms:
// nothing before 24 hours have passed since the last import; then the channels the catalogue has
// from YouTube imported again as a "daily" import (a new upload becomes a song, a video gone from
// its channel hides its song), once; nothing without a key.
import { adminYoutubeResponseSchema, type AdminImportState } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInOperator } from "../../test-support/admin-operator.js";
import {
  FAKE_API_KEY,
  startFakeYoutubeApi,
  type FakeYoutubeApi,
} from "../../test-support/fake-youtube-api.js";
import type { TestBrowser } from "../../test-support/test-browser.js";
import { startTestServer, type TestServer } from "../../test-support/test-server.js";
import { importEnded, karaokeChannel, karaokeUpload } from "../../test-support/youtube-operator.js";

const CHECK_MS = 100;
const DAY_MS = 24 * 60 * 60_000;

let fake: FakeYoutubeApi;
let server: TestServer;
let operator: TestBrowser;

beforeAll(async () => {
  fake = await startFakeYoutubeApi([
    karaokeChannel("UCsingking000000000000001", "@singkingkaraoke", "Sing King", "sk", 4),
  ]);
  server = await startTestServer({ TRUST_PROXY: "1", YOUTUBE_API_URL: fake.baseUrl }, undefined, {
    youtube: { refreshCheckMs: CHECK_MS },
  });
  operator = await signedInOperator(server);
});

afterAll(async () => {
  await server.close();
  await fake.close();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runs(): Promise<{ id: number; kind: string; status: string }[]> {
  return server.services.database.db
    .selectFrom("import_runs")
    .select(["id", "kind", "status"])
    .orderBy("id")
    .execute();
}

/** As if the newest import had started a day and an hour ago. */
async function aDayLater(): Promise<void> {
  const newest = (await runs()).at(-1);
  if (!newest) throw new Error("no import yet");
  await server.services.database.db
    .updateTable("import_runs")
    .set({ started_at: new Date(Date.now() - DAY_MS - 60 * 60_000).toISOString() })
    .where("id", "=", newest.id)
    .execute();
}

async function refreshInfo() {
  const answer = await operator.request("/api/admin/youtube");
  return adminYoutubeResponseSchema.parse(answer.body).refresh;
}

describe("the daily refresh", () => {
  it("does nothing without a key, and says so", async () => {
    await wait(CHECK_MS * 4);
    expect(await runs()).toEqual([]);
    expect(await refreshInfo()).toEqual({ last: null, next_at: null });
  });

  it("is not due within 24 hours of an import", async () => {
    await operator.request("/api/admin/youtube/key", {
      method: "PUT",
      body: { key: FAKE_API_KEY },
    });
    // Only Sing King is ticked: the fake knows none of the preset's other channels.
    const { channels } = adminYoutubeResponseSchema.parse(
      (await operator.request("/api/admin/youtube")).body,
    );
    for (const channel of channels.filter((c) => c.handle !== "@singkingkaraoke")) {
      await operator.delete(`/api/admin/youtube/channels/${encodeURIComponent(channel.handle)}`);
    }
    expect((await operator.post("/api/admin/imports")).status).toBe(202);
    const manual = await importEnded(operator);
    expect(manual).toMatchObject({ kind: "manual", status: "done", songs_added: 4 });
    await wait(CHECK_MS * 5);
    expect((await runs()).map((run) => run.kind)).toEqual(["manual"]);
    const info = await refreshInfo();
    expect(info.last).toEqual(manual);
    expect(Date.parse(info.next_at ?? "")).toBe(Date.parse(manual.started_at) + DAY_MS);
  });

  it("imports the catalogue's channels again a day later: new uploads in, gone videos hidden", async () => {
    const [first, ...rest] = fake.channels[0]?.uploads ?? [];
    if (!first) throw new Error("no upload");
    fake.channels[0]!.uploads = [
      ...rest,
      karaokeUpload("skNewSong01", 300, "ABBA - Waterloo (Karaoke)"),
    ];
    // The channel unticked: the refresh takes what the catalogue has, not the ticks.
    await operator.request("/api/admin/youtube/channels/%40singkingkaraoke", {
      method: "PATCH",
      body: { selected: false },
    });
    await aDayLater();

    let daily: AdminImportState | undefined;
    for (let i = 0; i < 200 && !daily; i++) {
      await wait(50);
      const current = (await operator.request("/api/admin/imports/current")).body as {
        import: AdminImportState | null;
      };
      if (current.import?.kind === "daily" && current.import.status !== "running") {
        daily = current.import;
      }
    }
    expect(daily).toMatchObject({
      kind: "daily",
      status: "done",
      channels: { done: 1, total: 1 },
      videos_seen: 4,
      songs_kept: 4,
      songs_added: 1,
      songs_hidden: 1,
      error: null,
    });

    const search = await server.request("/api/search?q=waterloo");
    expect(JSON.stringify(search.body)).toContain("ABBA");
    const gone = await server.services.database.db
      .selectFrom("songs")
      .select(["unplayable_at", "hidden_reason"])
      .where("youtube_id", "=", first.videoId)
      .executeTakeFirstOrThrow();
    expect(gone.hidden_reason).toBe("import");
    expect(gone.unplayable_at).not.toBeNull();

    const info = await refreshInfo();
    expect(info.last).toEqual(daily);
    expect(Date.parse(info.next_at ?? "")).toBe(Date.parse(daily?.started_at ?? "") + DAY_MS);
  });

  it("does not run twice within 24 hours", async () => {
    await wait(CHECK_MS * 6);
    expect((await runs()).map((run) => [run.kind, run.status])).toEqual([
      ["manual", "done"],
      ["daily", "done"],
    ]);
  });

  it("does nothing once the key is forgotten", async () => {
    await operator.delete("/api/admin/youtube/key");
    await aDayLater();
    await wait(CHECK_MS * 5);
    expect(await runs()).toHaveLength(2);
    expect((await refreshInfo()).next_at).toBeNull();
  });
});
