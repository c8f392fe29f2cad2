// The key and the channel list of the back office's YouTube imports (docs/admin.md, "The key",
// "Channels"), over real HTTP against a started cloud whose YOUTUBE_API_URL is a fake Data API.
import { adminYoutubeResponseSchema, type AdminYoutubeResponse } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInOperator } from "../../test-support/admin-operator.js";
import {
  FAKE_API_KEY,
  startFakeYoutubeApi,
  type FakeYoutubeApi,
} from "../../test-support/fake-youtube-api.js";
import type { TestBrowser } from "../../test-support/test-browser.js";
import { startTestServer, type TestServer } from "../../test-support/test-server.js";
import { karaokeChannel } from "../../test-support/youtube-operator.js";
import { readPreset } from "../../catalogue/youtube/presets.js";

let fake: FakeYoutubeApi;
let server: TestServer;
let operator: TestBrowser;

beforeAll(async () => {
  fake = await startFakeYoutubeApi([
    karaokeChannel("UCduets00000000000000000", "@duetsclub", "Duets Club", "duet", 3),
    karaokeChannel(
      "UCnohandle00000000000000",
      "@NoHandleKaraoke",
      "Karaoke Hits Español",
      "noh",
      2,
    ),
  ]);
  server = await startTestServer({ TRUST_PROXY: "1", YOUTUBE_API_URL: fake.baseUrl });
  operator = await signedInOperator(server);
});

afterAll(async () => {
  await server.close();
  await fake.close();
});

async function youtube(): Promise<AdminYoutubeResponse> {
  const answer = await operator.request("/api/admin/youtube");
  expect(answer.status).toBe(200);
  return adminYoutubeResponseSchema.parse(answer.body);
}

const put = (key: unknown) =>
  operator.request("/api/admin/youtube/key", { method: "PUT", body: { key } });
const add = (channel: string) => operator.post("/api/admin/youtube/channels", { channel });
const patch = (handle: string, body: unknown) =>
  operator.request(`/api/admin/youtube/channels/${encodeURIComponent(handle)}`, {
    method: "PATCH",
    body,
  });

describe("before anything is set", () => {
  it("lists the preset's channels, ticked, none imported, no key and no refresh", async () => {
    const preset = await readPreset("karaoke");
    expect(await youtube()).toEqual({
      key: { configured: false, hint: null },
      channels: preset.map((spec) => ({
        handle: spec.channel,
        songbook: spec.songbook,
        prefix: spec.prefix,
        selected: true,
        imported: false,
      })),
      refresh: { last: null, next_at: null },
    });
  });

  it("refuses to add a channel or import without a key", async () => {
    expect(await add("@duetsclub")).toMatchObject({
      status: 400,
      body: { code: "youtube_key_missing", message: "Save a YouTube Data API key first" },
    });
    expect(await operator.post("/api/admin/imports")).toMatchObject({
      status: 400,
      body: { code: "youtube_key_missing" },
    });
  });
});

describe("the key", () => {
  it("refuses a key the API refuses, with its reason, and does not keep it", async () => {
    const before = fake.requests.length;
    const answer = await put("AIzaWrongKey-123");
    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: "youtube_key_refused",
        message: "YouTube refused this API key: API key not valid. Please pass a valid API key.",
        params: { reason: "API key not valid. Please pass a valid API key." },
      },
    });
    // One cheap call checked it.
    const calls = fake.requests.slice(before);
    expect(calls.map((url) => url.pathname)).toEqual(["/youtube/v3/channels"]);
    expect(calls[0]?.searchParams.get("part")).toBe("id");
    expect((await youtube()).key).toEqual({ configured: false, hint: null });
  });

  it("refuses a malformed key before asking the API", async () => {
    const before = fake.requests.length;
    expect(await put("")).toMatchObject({ status: 400, body: { code: "invalid_request" } });
    expect(await put("has spaces in it")).toMatchObject({ status: 400 });
    expect(await put(42)).toMatchObject({ status: 400, body: { message: "key must be text" } });
    expect(fake.requests.length).toBe(before);
  });

  it("keeps a good key and shows only its last four characters, ever", async () => {
    const answer = await put(` ${FAKE_API_KEY} `);
    expect(answer).toMatchObject({
      status: 200,
      body: { key: { configured: true, hint: `…${FAKE_API_KEY.slice(-4)}` } },
    });
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const listed = await operator.request("/api/admin/youtube");
    expect((listed.body as AdminYoutubeResponse).key).toEqual({
      configured: true,
      hint: `…${FAKE_API_KEY.slice(-4)}`,
    });
    expect(JSON.stringify(listed.body)).not.toContain(FAKE_API_KEY);
    const kept = await server.services.database.db
      .selectFrom("settings")
      .select("value")
      .where("name", "=", "youtube_api_key")
      .executeTakeFirst();
    expect(kept?.value).toBe(FAKE_API_KEY);
  });

  it("forgets the key", async () => {
    expect(await operator.delete("/api/admin/youtube/key")).toMatchObject({
      status: 200,
      body: { key: { configured: false, hint: null } },
    });
    expect((await youtube()).key.configured).toBe(false);
    expect((await put(FAKE_API_KEY)).status).toBe(200);
  });
});

describe("channels", () => {
  it("adds a channel by its address, ticked, named after it", async () => {
    const answer = await add("https://www.youtube.com/@duetsclub/videos");
    expect(answer).toMatchObject({
      status: 201,
      body: {
        channel: {
          handle: "@duetsclub",
          songbook: "Duets Club",
          prefix: "DC",
          selected: true,
          imported: false,
        },
      },
    });
    expect((await youtube()).channels.at(-1)?.handle).toBe("@duetsclub");
  });

  it("adds a channel by its UC id under the handle YouTube gives it", async () => {
    const answer = await add("UCnohandle00000000000000");
    expect(answer).toMatchObject({
      status: 201,
      body: {
        channel: { handle: "@nohandlekaraoke", songbook: "Karaoke Hits Español", prefix: "HE" },
      },
    });
  });

  it("answers a channel listed already, by any of its names, ticked again", async () => {
    expect((await patch("@duetsclub", { selected: false })).status).toBe(200);
    for (const text of ["@DuetsClub", "https://www.youtube.com/channel/UCduets00000000000000000"]) {
      expect(await add(text), text).toMatchObject({
        status: 200,
        body: { channel: { handle: "@duetsclub", selected: true } },
      });
    }
    expect((await youtube()).channels.filter((c) => c.handle === "@duetsclub")).toHaveLength(1);
  });

  it("answers 404 youtube_channel_not_found for a channel YouTube does not have, or no channel", async () => {
    for (const text of ["@nobody-here", "https://www.youtube.com/@nobody-here", "hello world"]) {
      expect(await add(text), text).toMatchObject({
        status: 404,
        body: {
          code: "youtube_channel_not_found",
          message: "YouTube has no channel at that address",
        },
      });
    }
    expect(await add("")).toMatchObject({ status: 400, body: { code: "invalid_request" } });
  });

  it("ticks and unticks a channel by its handle, in any case", async () => {
    expect(await patch("@zoomkaraokeofficial", { selected: false })).toMatchObject({
      status: 200,
      body: { channel: { handle: "@ZoomKaraokeOfficial", selected: false } },
    });
    const zoom = (await youtube()).channels.find((c) => c.handle === "@ZoomKaraokeOfficial");
    expect(zoom?.selected).toBe(false);
    expect((await patch("@ZoomKaraokeOfficial", { selected: true })).status).toBe(200);
    expect(await patch("@ZoomKaraokeOfficial", { selected: "yes" })).toMatchObject({
      status: 400,
      body: { message: "selected must be true or false" },
    });
    expect(await patch("@not-listed", { selected: true })).toMatchObject({
      status: 404,
      body: { code: "not_found" },
    });
  });

  it("removes a channel; a list emptied stays empty", async () => {
    expect((await operator.delete("/api/admin/youtube/channels/%40karafun")).status).toBe(204);
    expect((await youtube()).channels.map((c) => c.handle)).not.toContain("@karafun");
    expect((await operator.delete("/api/admin/youtube/channels/%40karafun")).status).toBe(404);
    for (const channel of (await youtube()).channels) {
      const answer = await operator.delete(
        `/api/admin/youtube/channels/${encodeURIComponent(channel.handle)}`,
      );
      expect(answer.status, channel.handle).toBe(204);
    }
    expect((await youtube()).channels).toEqual([]);
    expect(await operator.post("/api/admin/imports")).toMatchObject({
      status: 400,
      body: { code: "youtube_no_channels", message: "Tick at least one channel to import" },
    });
  });
});
