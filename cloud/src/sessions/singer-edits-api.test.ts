// The host's edits of singers (docs/protocol.md#merge-and-remove-singers): one person who became
// two singers (a second phone, a cleared browser) is made one again, and a singer who left can
// be taken out of the queue, which can be undone.
import type { QueueItem } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import { connectDevice, connectScreen, type Device } from "../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
const opened: Device[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await loadCatalogue(server.services.database.db, SAMPLE_CATALOGUE);
});

afterAll(async () => {
  for (const device of opened) device.close();
  await server.close();
});

/** The TV and the phones of Ana (who sings first) and Ben, each with the singer it was told. */
async function party() {
  const { screen, party: made } = await connectScreen(server.url);
  opened.push(screen);
  const phone = async (name: string) => {
    const deviceId = `${name}-${made.code}`;
    const device = await connectDevice(server.url, { name, device_id: deviceId });
    opened.push(device);
    const joined = await device.join(made.code, { token: made.join_token });
    return { device, deviceId, singer: joined.singer! };
  };
  const ana = await phone("Ana");
  const ben = await phone("Ben");
  for (const [who, id] of [
    [ana, "PH1"],
    [ben, "PH2"],
    [ana, "PH3"],
  ] as const) {
    const seen = screen.next("SONG_QUEUED", ({ queue }) => queue.some((item) => item.id === id));
    expect(await who.device.ack("QUEUE_SONG", { song: { id } })).toEqual({ ok: true });
    await seen;
  }
  return { screen, code: made.code, token: made.join_token, ana, ben };
}

const owners = (items: readonly QueueItem[]) =>
  items.map((item) => [item.id, item.added_by_user.name]);
type Ack = { ok: boolean; code?: string };

describe("merging singers", () => {
  it("makes every song of one singer the other's, the one on now included, without starting it again", async () => {
    const { screen, ana, ben } = await party();
    const changed = ben.device.next("QUEUE_CLEARED");
    expect(await screen.ack("MERGE_SINGER", { singer: ana.singer, into: ben.singer })).toEqual({
      ok: true,
    });
    const { current_song, queue } = await changed;
    expect(owners([current_song!, ...queue])).toEqual([
      ["PH1", "Ben"],
      ["PH2", "Ben"],
      ["PH3", "Ben"],
    ]);
    expect(current_song?.added_by_user.singer).toBe(ben.singer);
    expect(ben.device.received.filter((e) => e.type === "SONG_STARTED")).toHaveLength(1);
  });

  it("tells only the queue when the song on now stays whose it was", async () => {
    const { screen, ana, ben } = await party();
    const changed = ana.device.next("QUEUE_REORDERED");
    expect(await screen.ack("MERGE_SINGER", { singer: ben.singer, into: ana.singer })).toEqual({
      ok: true,
    });
    expect(owners((await changed).queue)).toEqual([
      ["PH2", "Ana"],
      ["PH3", "Ana"],
    ]);
  });

  it("counts the merged phone's next song as the singer it was merged into, and gives it that singer when it joins again", async () => {
    const { screen, code, token, ana, ben } = await party();
    await screen.ack("UPDATE_SETTINGS", { settings: { max_waiting_per_singer: 2 } });
    expect(await screen.ack("MERGE_SINGER", { singer: ben.singer, into: ana.singer })).toEqual({
      ok: true,
    });
    // Ana waits with PH2 and PH3 now: Ben's phone, merged into her, is at her limit too.
    const refused = (await ben.device.ack("QUEUE_SONG", { song: { id: "PH4" } })) as Ack;
    expect(refused.code).toBe("too_many_waiting");
    // Ben's phone comes back on a new socket: it is Ana's singer.
    const again = await connectDevice(server.url, { name: "Ben", device_id: ben.deviceId });
    opened.push(again);
    expect((await again.join(code, { token })).singer).toBe(ana.singer);
  });

  it("lets the singer merged into keep the other's being host", async () => {
    const { screen, code, token, ana, ben } = await party();
    const pin = screen.last("SESSION_JOINED")?.host_pin;
    expect(await ana.device.ack("HOST_UNLOCK", { pin })).toEqual({ ok: true });
    // A PIN host may merge too.
    expect(await ana.device.ack("MERGE_SINGER", { singer: ana.singer, into: ben.singer })).toEqual({
      ok: true,
    });
    expect((await ben.device.join(code, { token })).is_host).toBe(true);
  });

  it("is refused to a guest, and for a singer who has no song in the party", async () => {
    const { screen, ana, ben } = await party();
    expect(
      (await ben.device.ack("MERGE_SINGER", { singer: ana.singer, into: ben.singer })) as Ack,
    ).toMatchObject({ ok: false, code: "host_only_singers" });
    expect(
      (await screen.ack("MERGE_SINGER", { singer: "nobody-at-all", into: ben.singer })) as Ack,
    ).toMatchObject({ ok: false, code: "singer_not_found" });
    expect((await ben.device.ack("REMOVE_SINGER", { singer: ana.singer })) as Ack).toMatchObject({
      ok: false,
      code: "host_only_singers",
    });
  });
});

describe("removing a singer", () => {
  it("takes their waiting songs, not the one on now, and the host can undo it", async () => {
    const { screen, ana, ben } = await party();
    const removed = ben.device.next("SONG_REMOVED");
    expect(await screen.ack("REMOVE_SINGER", { singer: ana.singer })).toEqual({ ok: true });
    const taken = await removed;
    expect(owners(taken.queue)).toEqual([["PH2", "Ben"]]);
    expect(taken.undo).toMatchObject({
      action: "remove_singer",
      by: { name: "" },
      songs: [{ name: "Ana", singer: ana.singer }],
    });
    expect(screen.last("SONG_STARTED")?.song.id).toBe("PH1");

    const back = ana.device.next("QUEUE_REORDERED");
    // Ana sings the songs taken: she may put them back herself.
    expect(await ana.device.ack("UNDO", { undo_id: taken.undo_id })).toEqual({ ok: true });
    expect(owners((await back).queue)).toEqual([
      ["PH2", "Ben"],
      ["PH3", "Ana"],
    ]);
  });

  it("refuses a singer who has no song in the party", async () => {
    const { screen } = await party();
    expect((await screen.ack("REMOVE_SINGER", { singer: "nobody-at-all" })) as Ack).toMatchObject({
      ok: false,
      code: "singer_not_found",
    });
  });
});
