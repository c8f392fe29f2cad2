// A cloud killed with SIGKILL at any moment loses no change it had broadcast, and a restart
// restores every session.
import { rm } from "node:fs/promises";
import { sessionResponseSchema, type SessionResponse } from "@encore/shared";
import { afterAll, expect, it, vi } from "vitest";
import {
  freePort,
  startCloudProcess,
  type CloudProcess,
  PROCESS_TEST_TIMEOUT_MS,
} from "../test-support/cloud-process.js";
import { connectDevice, eventually, type Device } from "../test-support/socket-device.js";
import { makeDataDir } from "../test-support/test-server.js";

// These tests run the cloud from source as a process, which a loaded machine slows down.
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS, hookTimeout: PROCESS_TEST_TIMEOUT_MS });

const cleanup: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function session(url: string, code: string): Promise<SessionResponse> {
  const response = await fetch(`${url}/api/sessions/${code}`);
  expect(response.status).toBe(200);
  return sessionResponseSchema.parse(await response.json());
}

const songsOf = (state: { current_song: { id: string } | null; queue: { id: string }[] }) => [
  ...(state.current_song ? [state.current_song.id] : []),
  ...state.queue.map((item) => item.id),
];

it("keeps every broadcast change through SIGKILL at random moments", async () => {
  const dataDir = await makeDataDir();
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, PORT: String(await freePort()), SEED_CATALOGUE: "1" };
  let cloud: CloudProcess = await startCloudProcess(env);
  cleanup.push(() => cloud.kill("SIGKILL"));
  const code = (
    (await (await fetch(`${cloud.url}/api/sessions`, { method: "POST" })).json()) as {
      code: string;
    }
  ).code;
  // The demo catalogue's songbook Classics holds CL1, CL2, … : each phone queues its own songs.
  let nextSong = 1;
  let everQueued = 0;

  for (let round = 0; round < 3; round += 1) {
    const screen = await connectDevice(cloud.url, {
      device: "screen",
      device_id: `screen-${round}`,
    });
    await screen.join(code);
    const phones: Device[] = [];
    for (let p = 0; p < 3; p += 1) {
      const phone = await connectDevice(cloud.url, { device_id: `phone-${round}-${p}` });
      await phone.join(code);
      phones.push(phone);
    }
    // Phones queue a song every 60 ms each until the cloud dies at a random moment, twelve songs
    // a round at most, so every round has songs to send.
    let running = true;
    const lastOfRound = nextSong + 11;
    const sending = phones.map(async (phone) => {
      while (running && nextSong <= lastOfRound) {
        phone.emit("QUEUE_SONG", { song: { id: `CL${nextSong++}` } });
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    });
    // Each round commits something before the kill (a loaded machine can be slow to start the
    // first commands), then dies at a random moment among the next ones.
    await eventually(
      () => screen.received.filter((e) => e.type === "SONG_QUEUED").length,
      (queued) => queued >= 2,
    );
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
    running = false;
    expect(await cloud.kill("SIGKILL")).toBeNull();
    await Promise.all(sending);

    // What the screen saw last is what was broadcast last.
    const broadcast = [...screen.received]
      .reverse()
      .find((e) => e.type === "SONG_QUEUED" || e.type === "SONG_STARTED")?.data as
      { queue: { id: string }[]; song?: { id: string } } | undefined;
    for (const device of [screen, ...phones]) device.close();

    cloud = await startCloudProcess(env);
    const restored = await session(cloud.url, code);
    const restoredSongs = songsOf(restored);
    if (broadcast) {
      const seen = songsOf(
        (broadcast as { song?: { id: string } }).song
          ? { current_song: (broadcast as { song: { id: string } }).song, queue: broadcast.queue }
          : { current_song: restored.current_song, queue: broadcast.queue },
      );
      // Every song the screen saw is still there, in the order it saw; songs committed after
      // the last broadcast may come between them (fair turns place a new song by round).
      expect(restoredSongs.filter((id) => seen.includes(id))).toEqual(seen);
    }
    expect(restoredSongs.length).toBeGreaterThanOrEqual(everQueued);
    expect(new Set(restoredSongs).size).toBe(restoredSongs.length);
    everQueued = restoredSongs.length;
  }
  expect(everQueued).toBeGreaterThan(5);

  // A last graceful restart keeps it too.
  expect(await cloud.kill("SIGTERM")).toBe(0);
  cloud = await startCloudProcess(env);
  expect(songsOf(await session(cloud.url, code))).toHaveLength(everQueued);
});

it("remembers an applied op_id through SIGKILL, so a command retried after a restart applies once", async () => {
  const dataDir = await makeDataDir();
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, PORT: String(await freePort()), SEED_CATALOGUE: "1" };
  let cloud: CloudProcess = await startCloudProcess(env);
  cleanup.push(() => cloud.kill("SIGKILL"));
  const { code } = (await (
    await fetch(`${cloud.url}/api/sessions`, { method: "POST" })
  ).json()) as {
    code: string;
  };
  const phone = await connectDevice(cloud.url, { device_id: "retrying" });
  await phone.join(code);
  await phone.ack("QUEUE_SONG", { song: { id: "CL1" } });
  // Its acknowledgement is "lost" with the cloud: the phone will send the same op_id again.
  expect(await phone.ack("QUEUE_SONG", { song: { id: "CL2" }, op_id: "op-before-crash" })).toEqual({
    ok: true,
  });
  phone.close();
  expect(await cloud.kill("SIGKILL")).toBeNull();

  cloud = await startCloudProcess(env);
  const again = await connectDevice(cloud.url, { device_id: "retrying" });
  cleanup.push(() => again.close());
  await again.join(code);
  expect(await again.ack("QUEUE_SONG", { song: { id: "CL2" }, op_id: "op-before-crash" })).toEqual({
    ok: true,
    duplicate: true,
  });
  expect(songsOf(await session(cloud.url, code))).toEqual(["CL1", "CL2"]);
});
