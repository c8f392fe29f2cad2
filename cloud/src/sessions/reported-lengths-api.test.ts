// Lengths reported by screens against the shared catalogue (docs/security.md, "Reported
// lengths"), over real sockets: one party's screen keeps its length for its own party only; the
// catalogue takes a length when screens of several parties, from more than one address, agree,
// and the next party sees it at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import { connectScreen, type Device, type NewParty } from "../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
const opened: Device[] = [];

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
  await loadCatalogue(server.services.database.db, SAMPLE_CATALOGUE);
});

afterAll(async () => {
  for (const device of opened) device.close();
  await server.close();
});

/** A party whose screen (at `address`) plays `song` now: the screen and its current queue_id. */
async function playing(
  song: string,
  address: string,
): Promise<{ screen: Device; party: NewParty; queueId: string; durationS: number | null }> {
  const made = await connectScreen(server.url, { headers: { "X-Forwarded-For": address } });
  opened.push(made.screen);
  const started = made.screen.next("SONG_STARTED");
  expect(await made.screen.ack("QUEUE_SONG", { song: { id: song } })).toEqual({ ok: true });
  const { song: current } = await started;
  return { ...made, queueId: current.queue_id, durationS: current.duration_s ?? null };
}

async function catalogueLength(song: string): Promise<number | null> {
  const row = await server.services.database.db
    .selectFrom("songs")
    .select("duration_s")
    .where("code_key", "=", song.toLowerCase())
    .executeTakeFirstOrThrow();
  return row.duration_s;
}

async function setCatalogueLength(song: string, seconds: number | null): Promise<void> {
  await server.services.database.db
    .updateTable("songs")
    .set({ duration_s: seconds })
    .where("code_key", "=", song.toLowerCase())
    .execute();
}

describe("a screen's reported length", () => {
  it("is its own party's: another party's song keeps the catalogue's length", async () => {
    await setCatalogueLength("PH1", 200);
    const liar = await playing("PH1", "203.0.113.1");
    expect(liar.durationS).toBe(200);
    expect(await liar.screen.ack("VIDEO_INFO", { queue_id: liar.queueId, duration_s: 1 })).toEqual({
      ok: true,
    });
    expect(await catalogueLength("PH1")).toBe(200);
    const other = await playing("PH1", "203.0.113.2");
    expect(other.durationS).toBe(200);
  });

  it("changes the catalogue once three parties from two addresses agree, seen by the next party at once", async () => {
    await setCatalogueLength("PH2", null);
    const report = async (address: string, seconds: number) => {
      const party = await playing("PH2", address);
      expect(party.durationS).toBeNull();
      expect(
        await party.screen.ack("VIDEO_INFO", { queue_id: party.queueId, duration_s: seconds }),
      ).toEqual({ ok: true });
    };
    // Three parties behind one address agree: not enough.
    await report("198.51.100.1", 241);
    await report("198.51.100.1", 240.4);
    await report("198.51.100.1", 240);
    expect(await catalogueLength("PH2")).toBeNull();
    // A fourth party elsewhere agrees within two seconds.
    await report("198.51.100.2", 239);
    expect(await catalogueLength("PH2")).toBe(240);
    // The next party, within the song record's cache time, queues it with the learned length.
    const next = await playing("PH2", "198.51.100.3");
    expect(next.durationS).toBe(240);
  });

  it("that agrees with the import's changes nothing; one that disagrees alone changes nothing", async () => {
    await setCatalogueLength("PH3", 180);
    const close = await playing("PH3", "192.0.2.1");
    await close.screen.ack("VIDEO_INFO", { queue_id: close.queueId, duration_s: 181.6 });
    const far = await playing("PH3", "192.0.2.2");
    await far.screen.ack("VIDEO_INFO", { queue_id: far.queueId, duration_s: 3600 });
    expect(await catalogueLength("PH3")).toBe(180);
    const rows = await server.services.database.db
      .selectFrom("length_reports")
      .innerJoin("songs", "songs.id", "length_reports.song_id")
      .select("length_reports.duration_s")
      .where("songs.code_key", "=", "ph3")
      .execute();
    expect(rows.map((row) => row.duration_s).sort()).toEqual([182, 3600]);
  });
});
