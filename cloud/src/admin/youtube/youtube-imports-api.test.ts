// Imports of YouTube channels run by the cloud (docs/admin.md, "Importing"), over real HTTP: the
// import started by the operator, followed on its Server-Sent Events stream by a real client, its
// final state and the songs it loaded; one import at a time; the import going on when the page
// goes; and the cloud stopping mid-import. Against a fake Data API that answers slowly enough
// for an import to be watched.
import {
  adminCurrentImportResponseSchema,
  adminImportResponseSchema,
  adminYoutubeResponseSchema,
  type AdminImportState,
} from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInOperator } from "../../test-support/admin-operator.js";
import {
  FAKE_API_KEY,
  startFakeYoutubeApi,
  type FakeChannel,
  type FakeYoutubeApi,
} from "../../test-support/fake-youtube-api.js";
import { rm } from "node:fs/promises";
import { openDataDirDatabase } from "../../test-support/test-database.js";
import { dropSchema, onPostgres, schemaForDataDir } from "../../test-support/test-postgres.js";
import type { TestBrowser } from "../../test-support/test-browser.js";
import { makeDataDir, startTestServer, type TestServer } from "../../test-support/test-server.js";
import {
  importEnded,
  importEvents,
  karaokeChannel,
  karaokeUpload,
  stateOf,
} from "../../test-support/youtube-operator.js";
import { STOPPED_ERROR } from "./import-runs.js";

/**
 * The preset's Sing King: 270 karaoke uploads (more batches of videos than are asked for at once,
 * so the counts move while it is read), and six that do not become songs.
 */
function singKing(): FakeChannel {
  const channel = karaokeChannel(
    "UCsingking000000000000001",
    "@singkingkaraoke",
    "Sing King",
    "sk",
    270,
  );
  channel.uploads.push(
    karaokeUpload("skNoEmbed01", 200, "Adele - Hello (Karaoke Version)", { embeddable: false }),
    karaokeUpload("skNoEmbed02", 201, "Toto - Africa (Karaoke Version)", { embeddable: false }),
    karaokeUpload("skNowhere01", 202, "Eagles - Hotel California (Karaoke)", {
      regionRestriction: { allowed: [] },
    }),
    karaokeUpload("skMedley001", 203, "90s Medley (Karaoke Version)"),
    karaokeUpload("skStudio001", 204, "Our studio tour"),
    karaokeUpload("skPrivate01", 205, "Oasis - Wonderwall (Karaoke)", { privacyStatus: "private" }),
  );
  return channel;
}

let fake: FakeYoutubeApi;
let server: TestServer;
let operator: TestBrowser;

beforeAll(async () => {
  fake = await startFakeYoutubeApi(
    [singKing(), karaokeChannel("UCduets00000000000000000", "@duetsclub", "Duets Club", "duet", 5)],
    { delayMs: 60 },
  );
  server = await startTestServer({ TRUST_PROXY: "1", YOUTUBE_API_URL: fake.baseUrl }, undefined, {
    youtube: { eventsThrottleMs: 50, pingMs: 100 },
  });
  operator = await signedInOperator(server);
  expect(
    (
      await operator.request("/api/admin/youtube/key", {
        method: "PUT",
        body: { key: FAKE_API_KEY },
      })
    ).status,
  ).toBe(200);
  // Sing King alone of the preset (the fake has none of the others), and one channel added.
  const { channels } = adminYoutubeResponseSchema.parse(
    (await operator.request("/api/admin/youtube")).body,
  );
  for (const channel of channels.filter((c) => c.handle !== "@singkingkaraoke")) {
    const path = `/api/admin/youtube/channels/${encodeURIComponent(channel.handle)}`;
    expect(
      (await operator.request(path, { method: "PATCH", body: { selected: false } })).status,
    ).toBe(200);
  }
  expect(
    (await operator.post("/api/admin/youtube/channels", { channel: "@duetsclub" })).status,
  ).toBe(201);
});

afterAll(async () => {
  await server.close();
  await fake.close();
});

async function startImport(): Promise<AdminImportState> {
  const answer = await operator.post("/api/admin/imports");
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return adminImportResponseSchema.parse(answer.body).import;
}

describe("the event stream", () => {
  it("tells null and ends before any import", async () => {
    const stream = await importEvents(server, operator);
    expect(stream.status).toBe(200);
    await stream.ended;
    expect(stream.events.map((e) => [e.event, e.data])).toEqual([["import", "null"]]);
    expect((await operator.request("/api/admin/imports/current")).body).toEqual({ import: null });
  });
});

describe("an import", () => {
  let final: AdminImportState;

  it("is followed on the event stream from its start to its end", async () => {
    const started = await startImport();
    expect(started).toMatchObject({
      kind: "manual",
      status: "running",
      channels: { done: 0, total: 2 },
      videos_seen: 0,
      finished_at: null,
      error: null,
    });
    const stream = await importEvents(server, operator);
    expect(stream.status).toBe(200);
    expect(stream.headers["content-type"]).toMatch(/^text\/event-stream(;|$)/);
    // Neither compressed nor cached: a stream, told as it goes.
    expect(stream.headers["content-encoding"]).toBeUndefined();
    expect(stream.headers["cache-control"]).toBe("no-store");
    await stream.ended;
    // A quiet stream is kept open by comments (every 100 ms here, 15 s in production).
    expect(stream.comments).toContain("ping");

    const states = stream.events.map((event) => {
      expect(event.event).toBe("import");
      return stateOf(event);
    });
    expect(states.length).toBeGreaterThanOrEqual(4);
    expect(new Set(states.map((state) => state.id))).toEqual(new Set([started.id]));
    // Counts only grow, and they grow while a channel is read, not only at its end.
    for (const [i, state] of states.entries()) {
      const before = states[i - 1];
      if (!before) continue;
      expect(state.videos_seen).toBeGreaterThanOrEqual(before.videos_seen);
      expect(state.songs_kept).toBeGreaterThanOrEqual(before.songs_kept);
    }
    const whileReading = states.filter(
      (state) => state.status === "running" && state.current === "Sing King",
    );
    expect(new Set(whileReading.map((state) => state.videos_seen)).size).toBeGreaterThan(1);
    expect(new Set(whileReading.map((state) => state.songs_kept)).size).toBeGreaterThan(1);
    // Never more than a few a second: at least the throttle apart, but the last.
    for (let i = 2; i < stream.events.length - 1; i++) {
      const gap = (stream.events[i]?.at ?? 0) - (stream.events[i - 1]?.at ?? 0);
      expect(gap).toBeGreaterThanOrEqual(40);
    }

    final = states.at(-1) as AdminImportState;
    expect(final).toEqual({
      id: started.id,
      kind: "manual",
      status: "done",
      started_at: started.started_at,
      finished_at: expect.any(String),
      channels: { done: 2, total: 2 },
      current: null,
      videos_seen: 281,
      songs_kept: 275,
      skipped: { not_embeddable: 2, region: 1, not_karaoke: 1, medley: 1, other: 1 },
      songs_added: 275,
      songs_hidden: 0,
      error: null,
    });
  });

  it("is the current import afterwards, and the last one the refresh counts from", async () => {
    const current = await operator.request("/api/admin/imports/current");
    expect(adminCurrentImportResponseSchema.parse(current.body).import).toEqual(final);
    const youtube = adminYoutubeResponseSchema.parse(
      (await operator.request("/api/admin/youtube")).body,
    );
    expect(youtube.refresh.last).toEqual(final);
    expect(Date.parse(youtube.refresh.next_at ?? "")).toBe(
      Date.parse(final.started_at) + 24 * 60 * 60_000,
    );
    expect(youtube.channels.filter((channel) => channel.imported)).toEqual([
      {
        handle: "@singkingkaraoke",
        songbook: "Sing King",
        prefix: "SK",
        selected: true,
        imported: true,
      },
      {
        handle: "@duetsclub",
        songbook: "Duets Club",
        prefix: "DC",
        selected: true,
        imported: true,
      },
    ]);
    // A stream opened now tells the final state and ends.
    const late = await importEvents(server, operator);
    await late.ended;
    expect(late.events.map(stateOf)).toEqual([final]);
  });

  it("loaded its songs: searchable by anyone", async () => {
    const search = await server.request(`/api/search?q=${encodeURIComponent("Song 42")}`);
    expect(JSON.stringify(search.body)).toContain("Artist 42");
    const books = await server.request("/api/songbooks");
    expect(books.body).toMatchObject({
      songbooks: expect.arrayContaining([
        expect.objectContaining({ name: "Sing King", prefix: "SK", song_count: 270 }),
        expect.objectContaining({ name: "Duets Club", prefix: "DC", song_count: 5 }),
      ]),
    });
  });
});

describe("one import at a time", () => {
  it("refuses a second import with 409 while one runs", async () => {
    const started = await startImport();
    expect(await operator.post("/api/admin/imports")).toMatchObject({
      status: 409,
      body: { code: "import_running", message: "An import is already running" },
    });
    const ended = await importEnded(operator);
    expect(ended).toMatchObject({ id: started.id, status: "done", songs_added: 0 });
    // The lock is free as soon as the end is told.
    const next = await startImport();
    await importEnded(operator);
    expect(next.id).toBeGreaterThan(started.id);
  });

  it("goes on when the page that followed it goes", async () => {
    fake.channels[1]?.uploads.push(
      karaokeUpload("duetNew0001", 400, "Duo X - A New Duet (Karaoke)"),
    );
    const started = await startImport();
    const stream = await importEvents(server, operator);
    await stream.event(0);
    stream.close();
    await stream.ended;
    const ended = await importEnded(operator);
    expect(ended).toMatchObject({
      id: started.id,
      status: "done",
      songs_added: 1,
      channels: { done: 2, total: 2 },
    });
  });
});

describe("the refresh now", () => {
  it("reads every channel imported before, ticked or not, and refuses a body it cannot read", async () => {
    const path = `/api/admin/youtube/channels/${encodeURIComponent("@duetsclub")}`;
    expect(
      (await operator.request(path, { method: "PATCH", body: { selected: false } })).status,
    ).toBe(200);
    fake.channels[1]?.uploads.push(
      karaokeUpload("duetNew0002", 401, "Duo Y - Another New Duet (Karaoke)"),
    );
    const answer = await operator.post("/api/admin/imports", { refresh: true });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    const ended = await importEnded(operator);
    // Both channels, though Duets Club is unticked: the refresh reads what the catalogue has.
    expect(ended).toMatchObject({ status: "done", songs_added: 1, channels: { total: 2 } });
    expect(await operator.post("/api/admin/imports", { refresh: "yes" })).toMatchObject({
      status: 400,
      body: { code: "invalid_request", message: "refresh must be true or false" },
    });
  });
});

describe("the cloud stopping mid-import", () => {
  it("ends the import as failed, closes its streams, and stops promptly", async () => {
    const slow = await startFakeYoutubeApi([singKing()], { delayMs: 300 });
    // A data folder of its own, kept after the cloud stops so its database can be read.
    const dataDir = await makeDataDir();
    const other = await startTestServer({
      TRUST_PROXY: "1",
      YOUTUBE_API_URL: slow.baseUrl,
      DATA_DIR: dataDir,
    });
    try {
      const browser = await signedInOperator(other);
      await browser.request("/api/admin/youtube/key", {
        method: "PUT",
        body: { key: FAKE_API_KEY },
      });
      const answer = await browser.post("/api/admin/imports");
      expect(answer.status).toBe(202);
      const id = (answer.body as { import: AdminImportState }).import.id;
      const stream = await importEvents(other, browser);
      await stream.event(0);
      const stopping = Date.now();
      await other.close();
      // Not the seconds a kept-alive connection of an ended stream would hold it.
      expect(Date.now() - stopping).toBeLessThan(2_000);
      await stream.ended;
      expect(stateOf(stream.events.at(-1) ?? { data: "null" })).toMatchObject({
        id,
        status: "failed",
        error: STOPPED_ERROR,
      });
      const database = openDataDirDatabase(other.dataDir);
      try {
        const row = await database.db
          .selectFrom("import_runs")
          .select(["status", "error", "finished_at"])
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ status: "failed", error: STOPPED_ERROR });
        expect(row.finished_at).not.toBeNull();
      } finally {
        await database.close();
      }
    } finally {
      await other.close();
      await slow.close();
      await rm(dataDir, { recursive: true, force: true });
      if (onPostgres) await dropSchema(schemaForDataDir(dataDir));
    }
  });
});
