// GET /api/admin/overview (docs/admin.md): the numbers follow what happens, from the cloud's own
// state: a party created over the socket and a phone joining it are live, a song started is a
// play of today, and the catalogue's counts are the catalogue's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminOverviewSchema, type AdminOverview } from "@encore/shared";
import { signedInOperator } from "../test-support/admin-operator.js";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import {
  connectDevice,
  connectScreen,
  eventually,
  type Device,
} from "../test-support/socket-device.js";
import type { TestBrowser } from "../test-support/test-browser.js";
import { onPostgres } from "../test-support/test-postgres.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";
import { localDate } from "./play-days.js";

let server: TestServer;
let operator: TestBrowser;
const devices: Device[] = [];

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
  await loadCatalogue(server.services.database.db, SAMPLE_CATALOGUE);
  operator = await signedInOperator(server);
});

afterAll(async () => {
  for (const device of devices) device.close();
  await server.close();
});

async function overview(): Promise<AdminOverview> {
  const answer = await operator.request("/api/admin/overview");
  expect(answer.status).toBe(200);
  return adminOverviewSchema.parse(answer.body);
}

describe("the overview", () => {
  it("starts with no party and no play, and the catalogue's counts", async () => {
    const songs = SAMPLE_CATALOGUE.reduce((sum, book) => sum + book.songs.length, 0);
    const first = await overview();
    expect(first).toEqual({
      parties: { live: 0, devices: 0 },
      plays: { today: 0, week: 0, days: expect.any(Array) },
      catalogue: { songs, songbooks: SAMPLE_CATALOGUE.length, hidden: 0, demo: false },
      database: onPostgres ? "postgres" : "sqlite",
    });
    expect(first.plays.days).toHaveLength(7);
    expect(first.plays.days.at(-1)).toEqual({ date: localDate(new Date()), count: 0 });
  });

  it("counts a party created over the socket, its devices, and a song started as today's play", async () => {
    const { screen, party } = await connectScreen(server.url);
    devices.push(screen);
    expect((await overview()).parties).toEqual({ live: 1, devices: 1 });

    const phone = await connectDevice(server.url);
    devices.push(phone);
    await phone.join(party.code);
    expect((await overview()).parties).toEqual({ live: 1, devices: 2 });

    const song = await server.services.database.db
      .selectFrom("songs")
      .select("id")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    expect(await phone.ack("QUEUE_SONG", { song: { db_id: song.id } })).toEqual({ ok: true });
    const { plays } = await eventually(overview, (now) => now.plays.today === 1);
    expect(plays.week).toBe(1);
    expect(plays.days.at(-1)).toEqual({ date: localDate(new Date()), count: 1 });
    expect(plays.days.slice(0, 6).every((day) => day.count === 0)).toBe(true);

    // The play is the play counter's record: the song's view_count rose with it.
    const row = await server.services.database.db
      .selectFrom("songs")
      .select("view_count")
      .where("id", "=", song.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.view_count)).toBe(1);

    phone.close();
    screen.close();
    await eventually(overview, (now) => now.parties.live === 0 && now.parties.devices === 0);
  });

  it("counts hidden songs from the catalogue", async () => {
    const song = await server.services.database.db
      .selectFrom("songs")
      .select("id")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect((await operator.post(`/api/admin/songs/${song.id}/hide`)).status).toBe(200);
    expect((await overview()).catalogue.hidden).toBe(1);
  });
});
