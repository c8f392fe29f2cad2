// Fifty phones in one session queueing at once all converge on the same stored queue.
import { sessionResponseSchema } from "@encore/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadCatalogue, videoId } from "../test-support/catalogue-fixtures.js";
import { connectDevice, eventually, type Device } from "../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
const phones: Device[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await loadCatalogue(server.services.database.db, [
    {
      name: "Party",
      prefix: "PA",
      songs: Array.from({ length: 100 }, (_, i) => ({
        title: `Party Song ${i}`,
        artist: "Band",
        youtube_id: videoId(500 + i),
      })),
    },
  ]);
});

afterAll(async () => {
  for (const phone of phones) phone.close();
  await server.close();
});

const queueState = (data: { queue: { queue_id: string }[] }) =>
  data.queue.map((item) => item.queue_id).join(",");

it("applies 50 phones' songs once each, in one order every device sees", async () => {
  const { code } = (await server.request("/api/sessions", { method: "POST" })).body as {
    code: string;
  };
  // 50 devices: the most a session takes.
  for (let i = 0; i < 50; i += 1) {
    const phone = await connectDevice(server.url, { device_id: `phone-${i}`, name: `Singer ${i}` });
    await phone.join(code);
    phones.push(phone);
  }
  expect((await server.request(`/api/sessions/${code}`)).body).toMatchObject({ device_count: 50 });

  // Everyone at once, twice: a song each, then a reorder or a removal each.
  const queued = await Promise.all(
    phones.map((phone, i) => phone.ack("QUEUE_SONG", { song: { id: `PA${i + 1}` } })),
  );
  expect(queued.filter((answer) => !answer.ok)).toEqual([]);

  const stored = sessionResponseSchema.parse((await server.request(`/api/sessions/${code}`)).body);
  const all = [stored.current_song!, ...stored.queue];
  expect(all).toHaveLength(50);
  expect(new Set(all.map((item) => item.id)).size).toBe(50);
  expect(new Set(all.map((item) => item.queue_id)).size).toBe(50);
  expect(new Set(all.map((item) => item.added_by_user.name)).size).toBe(50);

  const moves = await Promise.all(
    phones.map((phone, i) =>
      i % 2 === 0
        ? phone.ack("REORDER_QUEUE", { from: i % 40, to: (i % 40) + 1 })
        : phone.ack("REMOVE_SONG", { index: 0, queue_id: stored.queue[0]!.queue_id }),
    ),
  );
  // Twenty-five removals name the same song by its queue_id: exactly one of them removes it.
  const removals = moves.filter((_, i) => i % 2 === 1);
  expect(removals.filter((answer) => answer.ok)).toHaveLength(1);
  expect(moves.filter((_, i) => i % 2 === 0).every((answer) => answer.ok)).toBe(true);

  const final = sessionResponseSchema.parse((await server.request(`/api/sessions/${code}`)).body);
  expect(final.queue).toHaveLength(48);
  // Every device's latest queue is the stored one, reached through the same sequence of states.
  const sequence = (device: Device) =>
    device.received
      .filter((e) => ["SONG_QUEUED", "SONG_REMOVED", "QUEUE_REORDERED"].includes(e.type))
      .map((e) => queueState(e.data as { queue: { queue_id: string }[] }));
  for (const device of phones) {
    await eventually(
      () => sequence(device).at(-1),
      (last) => last === queueState(final),
    );
  }
  const watched = sequence(phones[0]!).join("|");
  for (const device of phones) expect(sequence(device).join("|")).toBe(watched);
  // Commands of a tick share a broadcast, but every version reaches every device once, in order:
  // its own event's, or one that stands for it (`since`: docs/decisions.md). 50 songs queued,
  // the first started, 25 moves and one removal.
  const covered = (device: Device) =>
    device.received.flatMap((e) => {
      if (e.type === "SESSION_JOINED") return [];
      const { version, since = version } = e.data as { version?: number; since?: number };
      if (version === undefined || since === undefined) return [];
      return Array.from({ length: version - since + 1 }, (_, k) => since + k);
    });
  for (const device of phones)
    expect(covered(device)).toEqual(Array.from({ length: 50 + 1 + 26 }, (_, k) => k + 1));
}, 60_000);
