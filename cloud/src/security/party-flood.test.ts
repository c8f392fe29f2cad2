// One party flooding the cloud, as a crowd of scripted phones would: 45 phones sending 20 commands
// each at once, every one a move that carries the whole queue to every device. The party gets a
// bounded share; the rest is refused at once, and the cloud keeps answering everyone else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERRORS } from "../sessions/socket/socket-handlers.js";
import { SESSION_COMMAND_RATE } from "../sessions/sessions-feature.js";
import { loadCatalogue, videoId } from "../test-support/catalogue-fixtures.js";
import { connectDevice, type Device } from "../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

const PHONES = 45;
const COMMANDS = 20;
const QUEUE = 60;

let server: TestServer;
const opened: Device[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await loadCatalogue(server.services.database.db, [
    {
      name: "Flood",
      prefix: "FL",
      songs: Array.from({ length: QUEUE + 1 }, (_, i) => ({
        title: `Song ${i}`,
        artist: "Flood",
        youtube_id: videoId(700_000 + i),
      })),
    },
  ]);
});

afterAll(async () => {
  for (const device of opened) device.close();
  await server.close();
});

async function newSession(): Promise<string> {
  return ((await server.request("/api/sessions", { method: "POST" })).body as { code: string })
    .code;
}

describe("a party flooding the cloud", () => {
  it("applies at most the party's share of a burst, refuses the rest, and answers others", async () => {
    const code = await newSession();
    // The queue filled through the service, with nobody listening yet.
    for (let i = 0; i <= QUEUE; i += 1) {
      const outcome = await server.services.sessions.service.execute(code, {
        type: "QUEUE_SONG",
        song: { id: `FL${i + 1}` },
        addedBy: { name: "Filler", avatar: null },
      });
      expect(outcome.ok).toBe(true);
    }
    const phones = await Promise.all(
      Array.from({ length: PHONES }, async (_, i) => {
        const phone = await connectDevice(server.url, { device_id: `flood-${i}` });
        opened.push(phone);
        await phone.join(code);
        return phone;
      }),
    );
    const elsewhere = await connectDevice(server.url, { device_id: "other-party" });
    opened.push(elsewhere);
    await elsewhere.join(await newSession());

    const answers = Promise.all(
      phones.flatMap((phone) =>
        Array.from(
          { length: COMMANDS },
          (_, k) =>
            phone.socket
              .timeout(60_000)
              .emitWithAck("REORDER_QUEUE", { from: k % QUEUE, to: (k + 1) % QUEUE }) as Promise<{
              ok: boolean;
              message?: string;
            }>,
        ),
      ),
    );
    // Meanwhile another party and the health check are answered.
    const started = performance.now();
    // (A generous bound: the phones' 5,000 events are parsed in this same process.)
    expect(await elsewhere.socket.timeout(15_000).emitWithAck("CLEAR_QUEUE", {})).toEqual({
      ok: true,
    });
    expect((await server.request("/api/health")).status).toBe(200);
    const otherWaited = performance.now() - started;

    const all = await answers;
    const applied = all.filter((answer) => answer.ok).length;
    const refused = all.filter((answer) => !answer.ok && answer.message === ERRORS.partyTooFast);
    // Each phone's join used one of its socket's 20 events per 4 seconds: its 20th command is
    // refused by that limit.
    const tooFast = all.filter((answer) => !answer.ok && answer.message === ERRORS.tooFast);
    expect(applied).toBeLessThanOrEqual(SESSION_COMMAND_RATE.points);
    expect(applied).toBeGreaterThan(SESSION_COMMAND_RATE.points / 2);
    expect(refused.length).toBeGreaterThan(PHONES * COMMANDS - SESSION_COMMAND_RATE.points * 2);
    expect(applied + refused.length + tooFast.length).toBe(PHONES * COMMANDS);
    expect(otherWaited).toBeLessThan(5_000);
  }, 60_000);
});
