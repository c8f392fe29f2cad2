// The scale-out proof: three cloud processes on one database (one SQLite file in the first run,
// PostgreSQL with its advisory lock in the PostgreSQL run) and one Redis, behind a round-robin
// balancer; the screen on one instance, phones on the other two. Mid-party one phone instance is
// killed with SIGKILL; its phones reconnect through the balancer to the survivor and carry on,
// and no command is lost, doubled or reordered. It dies as a lost machine does: Redis keeps its
// connections until TCP keepalive gives up (here, until the test cuts them), so meanwhile the
// others still count it; once it is dropped, every device is told the right device_count.
import { rm } from "node:fs/promises";
import { createSessionClient, type SessionClient } from "@encore/shared";
import { afterAll, expect, it, vi } from "vitest";
import {
  freePort,
  startCloudProcess,
  type CloudProcess,
  PROCESS_TEST_TIMEOUT_MS,
} from "../test-support/cloud-process.js";
import { startRedisLine } from "../test-support/redis-line.js";
import { startRoundRobinProxy } from "../test-support/round-robin-proxy.js";
import { connectDevice, eventually } from "../test-support/socket-device.js";
import { redisUnavailable, TEST_REDIS_URL } from "../test-support/test-redis.js";
import { makeDataDir } from "../test-support/test-server.js";

// These tests run the cloud from source as a process, which a loaded machine slows down.
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS, hookTimeout: PROCESS_TEST_TIMEOUT_MS });

const skipReason = await redisUnavailable();
if (skipReason) console.log(`${skipReason}: the instance-failover test is skipped`);

const cleanup: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

const PHONES = 4;
const SONGS_PER_PHONE = 12;
/** Phone p queues TK(1 + 20p) …: songs of the demo catalogue (2010s & Now), distinct per phone. */
const songsOf = (phone: number) =>
  Array.from({ length: SONGS_PER_PHONE }, (_, i) => `TK${1 + phone * 20 + i}`);

interface SessionView {
  device_count: number;
  current_song: { id: string } | null;
  queue: { id: string }[];
}

async function sessionOn(url: string, code: string): Promise<SessionView> {
  const response = await fetch(`${url}/api/sessions/${code}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SessionView;
}

const songIds = (view: SessionView) => [
  ...(view.current_song ? [view.current_song.id] : []),
  ...view.queue.map((item) => item.id),
];

it.skipIf(skipReason !== null)(
  "phones on a killed instance reconnect to another and lose nothing",
  async () => {
    const dataDir = await makeDataDir();
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const shared = { DATA_DIR: dataDir };
    const start = async (seed: "0" | "1", redisUrl = TEST_REDIS_URL) => {
      const cloud = await startCloudProcess({
        ...shared,
        REDIS_URL: redisUrl,
        SEED_CATALOGUE: seed,
        PORT: String(await freePort()),
      });
      cleanup.push(() => cloud.kill("SIGKILL"));
      return cloud;
    };
    const doomedLine = await startRedisLine(TEST_REDIS_URL);
    cleanup.push(() => doomedLine.close());
    // The first instance migrates and loads the demo catalogue; the others find them done.
    const screenCloud = await start("1");
    const [doomed, survivor] = [await start("0", doomedLine.url), await start("0")] as [
      CloudProcess,
      CloudProcess,
    ];
    const balancer = await startRoundRobinProxy([doomed.url, survivor.url]);
    cleanup.push(() => balancer.close());

    const created = await fetch(`${screenCloud.url}/api/sessions`, { method: "POST" });
    const { code, screen_token } = (await created.json()) as {
      code: string;
      screen_token: string;
    };
    const screen = await connectDevice(screenCloud.url, { device: "screen", device_id: "tv" });
    cleanup.push(() => screen.close());
    await screen.join(code, { screen_token });
    // Each phone queues more than one singer may have waiting: its host lifts the limit.
    expect(
      await screen.ack("UPDATE_SETTINGS", { settings: { max_waiting_per_singer: 0 } }),
    ).toEqual({ ok: true });

    const phones: SessionClient[] = [];
    /** The device_count each phone was told last. */
    const told: number[] = [];
    for (let p = 0; p < PHONES; p += 1) {
      const phone = createSessionClient({
        url: balancer.url,
        device: "remote",
        deviceId: `phone-${p}`,
        commandTimeoutMs: 30_000,
        socketOptions: {
          transports: ["websocket"],
          reconnectionDelay: 100,
          reconnectionDelayMax: 500,
        },
      });
      cleanup.push(() => phone.close());
      for (const event of ["SESSION_JOINED", "DEVICE_JOINED", "DEVICE_LEFT"] as const)
        phone.on(event, ({ device_count }) => (told[p] = device_count));
      await phone.join(code);
      phones.push(phone);
    }
    // Round robin: phones 0 and 2 on the instance about to die, 1 and 3 on the survivor.
    expect(balancer.placements).toEqual([0, 1, 0, 1]);
    expect((await sessionOn(survivor.url, code)).device_count).toBe(PHONES + 1);

    let acknowledged = 0;
    const party = phones.map(async (phone, p) => {
      for (const id of songsOf(p)) {
        const ack = await phone.send("QUEUE_SONG", { song: { id } });
        expect(ack, `${id} from phone ${p}`).toMatchObject({ ok: true });
        acknowledged += 1;
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    });
    // Mid-party: a third of the songs are in.
    await eventually(
      () => acknowledged,
      (count) => count >= (PHONES * SONGS_PER_PHONE) / 3,
      15_000,
    );
    expect(await doomed.kill("SIGKILL")).toBeNull();
    // Its end of the line is closed; Redis's end stays open: Redis has not been told.
    await eventually(doomedLine.hanging, (connections) => connections > 0);
    await Promise.all(party);

    // Every song once, each phone's in the order it sent them, the same on every instance.
    const final = await sessionOn(screenCloud.url, code);
    const all = songIds(final);
    expect(all).toHaveLength(PHONES * SONGS_PER_PHONE);
    expect(new Set(all).size).toBe(all.length);
    for (let p = 0; p < PHONES; p += 1) {
      expect(all.filter((id) => songsOf(p).includes(id))).toEqual(songsOf(p));
    }
    expect(songIds(await sessionOn(survivor.url, code))).toEqual(all);

    // The stranded phones came back through the balancer, to the survivor.
    expect(balancer.placements.slice(PHONES).every((index) => index === 1)).toBe(true);
    expect(balancer.placements.length).toBeGreaterThanOrEqual(PHONES + 2);
    // The screen, on its own instance throughout, saw the whole queue.
    await eventually(
      () => screen.newest("SONG_QUEUED")?.queue.length,
      (length) => length === all.length - 1,
    );
    // While the dead instance is still counted, a count waits 2 s for its answer, then counts the
    // survivor's devices alone: the stranded phones' return told everyone there were 4.
    const screenTold = () =>
      screen.received
        .filter((e) => e.type === "DEVICE_JOINED" || e.type === "DEVICE_LEFT")
        .map((e) => (e.data as { device_count: number }).device_count)
        .at(-1);
    await eventually(screenTold, (count) => count === PHONES, 20_000);
    // Redis drops it at last: counts are whole again, and every device is told the right number,
    // though no device has joined or left since.
    doomedLine.cut();
    await eventually(
      async () => (await sessionOn(survivor.url, code)).device_count,
      (count) => count === PHONES + 1,
      20_000,
    );
    await eventually(
      () => [screenTold(), ...told],
      (counts) => counts.every((count) => count === PHONES + 1),
      30_000,
    );
  },
);
