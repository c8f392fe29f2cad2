// A whole party acting at once: forty phones each queueing five songs in the same moment. Every
// command lands and every phone ends on the same queue, while the cloud keeps answering everyone
// else. What bounds a party now is each socket's own limit and, far beyond any party, the line
// of commands waiting: a command refused there says so (docs/decisions.md, "A whole party at
// once").
import type { SessionClient } from "@encore/shared";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { ERRORS } from "./socket-errors.js";
import { loadCatalogue, videoId } from "../../test-support/catalogue-fixtures.js";
import { partyPhone, type PartyPhone } from "../../test-support/party-phone.js";
import { connectDevice, eventually, type Device } from "../../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../../test-support/test-server.js";
import { liftSongLimit } from "../../test-support/party-settings.js";

const PHONES = 40;
const SONGS_EACH = 5;

const servers: TestServer[] = [];
const clients: SessionClient[] = [];
const devices: Device[] = [];

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
  for (const device of devices.splice(0)) device.close();
});

afterAll(async () => {
  for (const server of servers) await server.close();
});

async function serverWithSongs(
  songs: number,
  options: Parameters<typeof startTestServer>[2] = {},
): Promise<TestServer> {
  const server = await startTestServer({}, undefined, options);
  servers.push(server);
  await loadCatalogue(server.services.database.db, [
    {
      name: "Party",
      prefix: "PA",
      songs: Array.from({ length: songs }, (_, i) => ({
        title: `Song ${i}`,
        artist: "Party",
        youtube_id: videoId(700_000 + i),
      })),
    },
  ]);
  return server;
}

/** A party whose phones may each queue as many songs as they send (the subject is the flood). */
async function newSession(server: TestServer): Promise<string> {
  const code = (
    (await server.request("/api/sessions", { method: "POST" })).body as { code: string }
  ).code;
  await liftSongLimit(server, code);
  return code;
}

async function phone(server: TestServer, code: string, id: string): Promise<PartyPhone> {
  const made = await partyPhone(server.url, code, id);
  clients.push(made.client);
  return made;
}

describe("a party acting at once", () => {
  it("lands forty phones' five songs each: 200 in the queue, every phone on it, no ERROR", async () => {
    const server = await serverWithSongs(PHONES * SONGS_EACH);
    const code = await newSession(server);
    const phones = await Promise.all(
      Array.from({ length: PHONES }, (_, p) => phone(server, code, `party-${p}`)),
    );
    const songsOf = (p: number) =>
      Array.from({ length: SONGS_EACH }, (_, i) => `PA${1 + p * SONGS_EACH + i}`);
    const elsewhere = await connectDevice(server.url, { device_id: "other-party" });
    devices.push(elsewhere);
    await elsewhere.join(await newSession(server));

    const answers = Promise.all(
      phones.flatMap((one, p) =>
        songsOf(p).map(async (id) => {
          const ack = await one.command("QUEUE_SONG", { song: { id } });
          // Answered only once its change has gone out: the phone that has its answer shows it.
          return { ack, shown: one.shown().includes(id) };
        }),
      ),
    );
    // Meanwhile another party and the health check are answered.
    const started = performance.now();
    expect(await elsewhere.socket.timeout(15_000).emitWithAck("CLEAR_QUEUE", {})).toEqual({
      ok: true,
    });
    expect((await server.request("/api/health")).status).toBe(200);
    const otherWaited = performance.now() - started;

    const all = await answers;
    expect(all.filter(({ ack }) => !ack.ok)).toEqual([]);
    expect(all.filter(({ shown }) => !shown)).toEqual([]);
    expect(otherWaited).toBeLessThan(5_000);

    const everySong = phones.flatMap((_, p) => songsOf(p)).sort();
    const stored = (await server.request(`/api/sessions/${code}`)).body as {
      current_song: { id: string };
      queue: { id: string }[];
    };
    const storedIds = [stored.current_song.id, ...stored.queue.map((item) => item.id)];
    expect([...storedIds].sort()).toEqual(everySong);
    // Every phone converges on that queue, in that order, with no ERROR and no gap left open.
    for (const one of phones) {
      await eventually(
        () => one.shown().join(),
        (shown) => shown === storedIds.join(),
      );
      expect(one.errors).toEqual([]);
    }
    // The commands shared broadcasts: fewer queues went out than commands were applied.
    expect(Math.max(...phones.map((one) => one.stateEvents()))).toBeLessThan(PHONES * SONGS_EACH);
  }, 60_000);

  it("still refuses one socket's flood, with a message the phone can show", async () => {
    const server = await serverWithSongs(30);
    const code = await newSession(server);
    const flooder = await phone(server, code, "flooder");
    // The join used one of the socket's 20 events per 4 seconds.
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        flooder.command("QUEUE_SONG", { song: { id: `PA${i + 1}` } }),
      ),
    );
    const applied = answers.filter((answer) => answer.ok);
    expect(applied).toHaveLength(19);
    expect(answers.filter((answer) => !answer.ok)).toEqual(
      Array.from({ length: 6 }, () => ({ ok: false, ...ERRORS.tooFast })),
    );
    await eventually(
      () => flooder.shown().length,
      (length) => length === 19,
    );
  });

  it("answers commands past the party's waiting line with a clear ERROR, and loses none silently", async () => {
    // A line of 5 here (MAX_WAITING_COMMANDS in the cloud: 2,000, what every socket a session
    // may have can send at once).
    const server = await serverWithSongs(60, { sessions: { maxWaitingCommands: 5 } });
    const code = await newSession(server);
    const phones = await Promise.all(
      Array.from({ length: 10 }, (_, p) => phone(server, code, `line-${p}`)),
    );
    const sent = phones.flatMap((one, p) =>
      Array.from({ length: 5 }, (_, i) => {
        const id = `PA${1 + p * 5 + i}`;
        return one.command("QUEUE_SONG", { song: { id } }).then((ack) => ({ id, ack }));
      }),
    );
    const answers = await Promise.all(sent);
    const applied = answers.filter(({ ack }) => ack.ok).map(({ id }) => id);
    const refused = answers.filter(({ ack }) => !ack.ok);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.map(({ ack }) => ack)).toEqual(
      refused.map(() => ({ ok: false, ...ERRORS.partyBacklog })),
    );
    // Each refusal also came as ERROR to its phone, to show.
    await eventually(
      () => phones.reduce((sum, one) => sum + one.errors.length, 0),
      (errors) => errors === refused.length,
    );
    // Exactly the acknowledged songs are in the queue.
    const stored = (await server.request(`/api/sessions/${code}`)).body as {
      current_song: { id: string };
      queue: { id: string }[];
    };
    expect([stored.current_song.id, ...stored.queue.map((item) => item.id)].sort()).toEqual(
      applied.sort(),
    );
    // And the line frees as it drains: the refused songs are queued when sent again.
    for (const [k, { id }] of refused.entries()) {
      const again = await phones[k % phones.length]!.command("QUEUE_SONG", { song: { id } });
      expect(again).toEqual({ ok: true });
    }
  }, 30_000);
});
