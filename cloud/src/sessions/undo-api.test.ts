// Undo (docs/protocol.md#undo): a change that takes another singer's song, or several songs, is
// offered to every device for 10 seconds, and UNDO from whoever may puts exactly that back.
import type { ServerEvents } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import {
  connectDevice,
  connectScreen,
  eventually,
  type Device,
} from "../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
const opened: Device[] = [];
// The cloud's clock runs ahead when a test moves it on: 10 seconds pass at once.
let ahead = 0;

beforeAll(async () => {
  server = await startTestServer({}, undefined, {
    sessions: { now: () => Date.now() + ahead },
  });
  await loadCatalogue(server.services.database.db, SAMPLE_CATALOGUE);
});

afterAll(async () => {
  for (const device of opened) device.close();
  await server.close();
});

/** A party with its screen, and phones of Ana, Ben and Cy joined by its QR code. */
async function party() {
  const made = await connectScreen(server.url);
  opened.push(made.screen);
  const phone = async (name: string) => {
    const device = await connectDevice(server.url, { name });
    opened.push(device);
    await device.join(made.party.code, { token: made.party.join_token });
    return device;
  };
  return {
    screen: made.screen,
    party: made.party,
    ana: await phone("Ana"),
    ben: await phone("Ben"),
    cy: await phone("Cy"),
  };
}

/** Queues songs from `phone` one after another, each seen by the screen. */
async function queue(phone: Device, screen: Device, ...ids: string[]) {
  for (const id of ids) {
    const seen = screen.next("SONG_QUEUED", ({ queue }) => queue.some((item) => item.id === id));
    expect(await phone.ack("QUEUE_SONG", { song: { id } })).toEqual({ ok: true });
    await seen;
  }
}

const titles = (queue: readonly { id: string }[]) => queue.map((item) => item.id);
type Ack = { ok: boolean; code?: string };

describe("undoing a change", () => {
  it("offers every device to undo removing another singer's song, and puts it back at its place for its singer", async () => {
    const { screen, ana, ben, cy } = await party();
    await queue(ana, screen, "PH1", "PH2", "PH3");
    // PH1 is on; PH2 and PH3 wait. Ben removes Ana's PH2.
    const offered = cy.next("SONG_REMOVED");
    expect(await ben.ack("REMOVE_SONG", { index: 0 })).toEqual({ ok: true });
    const removed = await offered;
    expect(titles(removed.queue)).toEqual(["PH3"]);
    expect(removed.undo).toEqual({
      undo_id: removed.undo_id,
      action: "remove",
      by: { name: "Ben", singer: expect.any(String) },
      songs: [
        {
          queue_id: expect.any(String),
          title: expect.any(String),
          artist: expect.any(String),
          name: "Ana",
          singer: expect.any(String),
        },
      ],
    });

    // Cy neither made it nor sings it.
    expect((await cy.ack("UNDO", { undo_id: removed.undo_id })) as Ack).toMatchObject({
      ok: false,
      code: "undo_not_allowed",
    });
    const back = screen.next("QUEUE_REORDERED");
    expect(await ana.ack("UNDO", { undo_id: removed.undo_id })).toEqual({ ok: true });
    const restored = await back;
    expect(titles(restored.queue)).toEqual(["PH2", "PH3"]);
    expect(restored.undone).toBe(removed.undo_id);
    expect(restored.queue[0]?.added_by_user.name).toBe("Ana");
    // Once only.
    expect((await ana.ack("UNDO", { undo_id: removed.undo_id })) as Ack).toMatchObject({
      ok: false,
      code: "undo_expired",
    });
  });

  it("offers nothing when a singer removes their own song", async () => {
    const { screen, ana } = await party();
    await queue(ana, screen, "PH1", "PH2");
    const removed = screen.next("SONG_REMOVED");
    expect(await ana.ack("REMOVE_SONG", { index: 0 })).toEqual({ ok: true });
    const data: ServerEvents["SONG_REMOVED"] = await removed;
    expect(data.undo_id).toBeUndefined();
    expect(data.undo).toBeUndefined();
  });

  it("cannot be undone 10 seconds on", async () => {
    const { screen, ana, ben } = await party();
    await queue(ana, screen, "PH1", "PH2");
    const offered = ana.next("SONG_REMOVED");
    expect(await ben.ack("REMOVE_SONG", { index: 0 })).toEqual({ ok: true });
    const { undo_id } = await offered;
    ahead += 10_000;
    expect((await ana.ack("UNDO", { undo_id })) as Ack).toMatchObject({
      ok: false,
      code: "undo_expired",
    });
  });

  it("lets the TV undo its clear-all: the song that was on plays again, and the queue comes back", async () => {
    const { screen, ana, ben } = await party();
    await queue(ana, screen, "PH1", "PH2");
    await queue(ben, screen, "PH3");
    const cleared = ben.next("QUEUE_CLEARED");
    expect(await screen.ack("CLEAR_ALL")).toEqual({ ok: true });
    const offer = await cleared;
    expect(offer.current_song).toBeNull();
    // The TV has no name of its own: the apps say "the TV".
    expect(offer.undo).toMatchObject({ action: "clear_all", by: { name: "" } });
    // Fair turns put Ben's song before Ana's second: the waiting songs, then the one on.
    expect(offer.undo?.songs.map((song) => song.name)).toEqual(["Ben", "Ana", "Ana"]);

    const started = ana.next("SONG_STARTED");
    expect(await screen.ack("UNDO", { undo_id: offer.undo_id })).toEqual({ ok: true });
    const back = await started;
    expect(back.song.id).toBe("PH1");
    expect(titles(back.queue)).toEqual(["PH3", "PH2"]);
    expect(back.undone).toBe(offer.undo_id);
  });

  it("brings back a skipped song, the one that started in its place waiting first again", async () => {
    const { screen, ana, ben } = await party();
    await queue(ana, screen, "PH1");
    await queue(ben, screen, "PH2");
    const ended = ana.next("SONG_ENDED");
    const next = ana.next("SONG_STARTED");
    expect(await ben.ack("SKIP_SONG")).toEqual({ ok: true });
    const skip = await ended;
    expect(skip.undo).toMatchObject({ action: "skip", by: { name: "Ben" } });
    expect((await next).song.id).toBe("PH2");

    const again = ben.next("SONG_STARTED");
    // Ana's the song's singer: she may undo it.
    expect(await ana.ack("UNDO", { undo_id: skip.undo_id })).toEqual({ ok: true });
    const back = await again;
    expect(back.song.id).toBe("PH1");
    expect(titles(back.queue)).toEqual(["PH2"]);
    expect(back.undone).toBe(skip.undo_id);
  });

  it("keeps the offer in a burst, though the next queue replaces the queue it carries", async () => {
    const { screen, ana, ben } = await party();
    await queue(ana, screen, "PH1", "PH2");
    // One after another from Ben, unawaited: his PH3 goes out at once and opens a tick, so his
    // removal of Ana's PH2 and his PH4 wait for its end together. PH4's queue replaces the
    // removal's for every device, yet the removal must arrive: it alone carries the offer.
    const acks = [
      ben.ack("QUEUE_SONG", { song: { id: "PH3" } }),
      ben.ack("REMOVE_SONG", { index: 1 }),
      ben.ack("QUEUE_SONG", { song: { id: "PH4" } }),
    ];
    expect(await Promise.all(acks)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    const offer = await eventually(
      () => ana.received.find((e) => e.type === "SONG_REMOVED"),
      (found) => found !== undefined,
    );
    expect((offer?.data as ServerEvents["SONG_REMOVED"]).undo).toMatchObject({
      action: "remove",
      songs: [{ name: "Ana" }],
    });
  });
});

describe("who may undo", () => {
  it("lets a PIN host undo a change of two guests", async () => {
    const { screen, ana, ben, cy } = await party();
    const pin = screen.last("SESSION_JOINED")?.host_pin;
    expect(await cy.ack("HOST_UNLOCK", { pin })).toEqual({ ok: true });
    await queue(ana, screen, "PH1", "PH2");
    const offered = cy.next("SONG_REMOVED");
    expect(await ben.ack("REMOVE_SONG", { index: 0 })).toEqual({ ok: true });
    const { undo_id } = await offered;
    expect(await cy.ack("UNDO", { undo_id })).toEqual({ ok: true });
  });

  it("refuses an undo of an unknown change as expired", async () => {
    const { ana } = await party();
    expect((await ana.ack("UNDO", { undo_id: "u404" })) as Ack).toMatchObject({
      ok: false,
      code: "undo_expired",
    });
  });
});
