// Two cloud instances on one database and one Redis, as behind a load balancer: a screen on one
// and phones on the other share a party; rate limits and sign-ins count on both. (Both share one
// SQLite file here, so this runs wherever Redis does; the PostgreSQL run repeats it there, and
// instance-failover-api.test.ts kills an instance mid-party.)
import {
  createSessionClient,
  MAX_DEVICES_PER_SESSION,
  type ServerEventName,
  type ServerEvents,
  type SessionClient,
} from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "../security/rate-limits.js";
import { ERRORS } from "../sessions/socket/socket-errors.js";
import { signedInUser, uniqueEmail } from "../test-support/accounts-fixtures.js";
import { partyPhone } from "../test-support/party-phone.js";
import { liftSongLimit } from "../test-support/party-settings.js";
import {
  connectDevice,
  connectScreen,
  eventually,
  type Device,
} from "../test-support/socket-device.js";
import { TestBrowser } from "../test-support/test-browser.js";
import { redisUnavailable, testRedisPrefix, TEST_REDIS_URL } from "../test-support/test-redis.js";
import { onPostgres } from "../test-support/test-postgres.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

const skipReason = await redisUnavailable();
if (skipReason) console.log(`${skipReason}: the shared-instance tests are skipped`);

/** The newest version among the raw events a device received. */
function newestVersion(device: Device): number {
  return Math.max(
    ...device.received.map((e) => (e.data as { version?: number } | undefined)?.version ?? -1),
  );
}

describe.skipIf(skipReason !== null)("two instances sharing Redis and a database", () => {
  let a: TestServer;
  let b: TestServer;
  const devices: Device[] = [];
  const clients: SessionClient[] = [];

  beforeAll(async () => {
    const redisKeyPrefix = testRedisPrefix();
    a = await startTestServer(
      { REDIS_URL: TEST_REDIS_URL, SEED_CATALOGUE: "1", TRUST_PROXY: "1" },
      undefined,
      { redisKeyPrefix },
    );
    b = await startTestServer(
      { REDIS_URL: TEST_REDIS_URL, DATA_DIR: a.dataDir, TRUST_PROXY: "1" },
      undefined,
      { redisKeyPrefix },
    );
  });

  afterAll(async () => {
    for (const device of devices) device.close();
    for (const client of clients) client.close();
    await b?.close();
    await a?.close();
  });

  async function device(server: TestServer, kind: "screen" | "remote", id: string) {
    const connected = await connectDevice(server.url, { device: kind, device_id: id });
    devices.push(connected);
    return connected;
  }

  async function newSession(server: TestServer): Promise<string> {
    const created = await server.request("/api/sessions", { method: "POST" });
    expect(created.status).toBe(201);
    const { code } = created.body as { code: string };
    // Each phone queues more than one singer may have waiting: the subject is their order.
    await liftSongLimit(server, code);
    return code;
  }

  it("relays a phone's command on one instance to the screen on the other", async () => {
    const code = await newSession(a);
    const screen = await device(a, "screen", "screen-1");
    await screen.join(code);
    const phone = await device(b, "remote", "phone-1");
    const joined = await phone.join(code);
    expect(joined.device_count).toBe(2);
    await screen
      .next("DEVICE_JOINED", (event) => event.device_count === 2)
      .catch(() => {
        expect(screen.last("DEVICE_JOINED")?.device_count).toBe(2);
      });

    const queued = screen.next("SONG_STARTED");
    expect(await phone.ack("QUEUE_SONG", { song: { id: "CL1" } })).toMatchObject({ ok: true });
    expect((await queued).song.id).toBe("CL1");

    const onA = await a.request(`/api/sessions/${code}`);
    const onB = await b.request(`/api/sessions/${code}`);
    expect(onA.body).toEqual(onB.body);
    expect(onB.body).toMatchObject({ device_count: 2, current_song: { id: "CL1" } });
  });

  it("keeps every command of phones on both instances, each phone's in its order", async () => {
    const code = await newSession(a);
    const screen = await device(a, "screen", "screen-2");
    await screen.join(code);
    const phones = [await device(a, "remote", "phone-a"), await device(b, "remote", "phone-b")];
    for (const phone of phones) await phone.join(code);

    const songsOf = (p: number) => Array.from({ length: 12 }, (_, i) => `CL${10 + p * 12 + i}`);
    await Promise.all(
      phones.map(async (phone, p) => {
        for (const id of songsOf(p)) {
          expect(await phone.ack("QUEUE_SONG", { song: { id } })).toMatchObject({ ok: true });
        }
      }),
    );

    const state = (await b.request(`/api/sessions/${code}`)).body as {
      current_song: { id: string };
      queue: { id: string }[];
    };
    const all = [state.current_song.id, ...state.queue.map((item) => item.id)];
    expect(all).toHaveLength(24);
    for (let p = 0; p < 2; p += 1)
      expect(all.filter((id) => songsOf(p).includes(id))).toEqual(songsOf(p));
    // The screen, on the other instance from phone-b, has seen the whole queue. Events from two
    // instances may arrive out of order; their versions say which is newest.
    await eventually(
      () => screen.newest("SONG_QUEUED")?.queue.length,
      (length) => length === 23,
    );
    expect(screen.newest("SONG_QUEUED")?.version).toBeGreaterThan(23);
  });

  it("keeps fair turns when phones on both instances queue at once", async () => {
    const code = await newSession(a);
    const screen = await device(a, "screen", "screen-turns");
    await screen.join(code);
    const phones = [
      await device(a, "remote", "turns-a1"),
      await device(b, "remote", "turns-b1"),
      await device(a, "remote", "turns-a2"),
      await device(b, "remote", "turns-b2"),
    ];
    for (const phone of phones) await phone.join(code);
    const songsOf = (p: number) => Array.from({ length: 3 }, (_, i) => `CL${34 + p * 3 + i}`);
    await Promise.all(
      phones.map(async (phone, p) => {
        for (const id of songsOf(p))
          expect([id, await phone.ack("QUEUE_SONG", { song: { id } })]).toEqual([id, { ok: true }]);
      }),
    );
    const state = (await b.request(`/api/sessions/${code}`)).body as {
      current_song: { added_by_user: { singer: string } };
      queue: { added_by_user: { singer: string } }[];
    };
    expect(state.queue).toHaveLength(11);
    // Each waiting song's rank among its singer's (the song on now first): never going down
    // along the queue, so nobody's k-th waits behind anyone's (k+1)-th.
    const seen = new Map([[state.current_song.added_by_user.singer, 1]]);
    const ranks = state.queue.map(({ added_by_user: { singer } }) => {
      const rank = (seen.get(singer) ?? 0) + 1;
      seen.set(singer, rank);
      return rank;
    });
    expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
  });

  // The cap is checked under the session's lock, which spans instances on PostgreSQL only (the
  // advisory lock); two instances on one SQLite file are a test set-up, not a deployment.
  it.runIf(onPostgres)(
    "holds the 50-device cap when devices join on both at once",
    { timeout: 40_000 },
    async () => {
      const code = await newSession(a);
      const rush = await Promise.all(
        Array.from({ length: 60 }, (_, i) => device(i % 2 === 0 ? a : b, "remote", `rush-${i}`)),
      );
      const answers = await Promise.all(
        rush.map((phone) => {
          // Sixty joins take the session's lock one after another: on a loaded CI machine the
          // last answers come after 5 s, so each waits up to 20 s (the cap is what is tested).
          const answer = Promise.race([
            phone.next("SESSION_JOINED", () => true, 20_000).then(() => "joined"),
            phone.next("ERROR", () => true, 20_000).then(({ message }) => message),
          ]);
          phone.emit("JOIN_SESSION", { code });
          return answer;
        }),
      );
      expect(answers.filter((answer) => answer === "joined")).toHaveLength(MAX_DEVICES_PER_SESSION);
      expect(answers.filter((answer) => answer === ERRORS.full.message)).toHaveLength(10);
      expect((await b.request(`/api/sessions/${code}`)).body).toMatchObject({
        device_count: MAX_DEVICES_PER_SESSION,
      });
    },
  );

  it("gives a phone every event of both instances once, in the order they were committed", async () => {
    const code = await newSession(a);
    const screen = await device(a, "screen", "screen-3");
    await screen.join(code);
    expect(await screen.ack("QUEUE_SONG", { song: { id: "CL40" } })).toMatchObject({ ok: true });
    const watcher = await device(b, "remote", "watcher-b"); // raw events: the newest version
    await watcher.join(code);
    const phone = createSessionClient({
      url: b.url,
      device: "remote",
      deviceId: "phone-ordered",
      socketOptions: { transports: ["websocket"], forceNew: true },
    });
    clients.push(phone);
    const joined = await phone.join(code);

    // What the phone shows, built only from the events its listeners get.
    let current = joined.current_song?.id ?? null;
    let playing = joined.playing;
    // The versions each event stands for: its own, or from its `since` when it replaced earlier
    // events of its instance's tick (broadcast-coalescer.ts).
    const applied: number[] = [];
    const track = <E extends ServerEventName>(name: E, apply: (data: ServerEvents[E]) => void) =>
      phone.on(name, (data) => {
        const { version = -1, since = version } = (data ?? {}) as {
          version?: number;
          since?: number;
        };
        for (let v = since; v <= version; v += 1) applied.push(v);
        apply(data);
      });
    track("SONG_QUEUED", () => undefined);
    track("SONG_STARTED", ({ song }) => {
      current = song.id;
      playing = true;
    });
    track("SONG_ENDED", () => {
      current = null;
      playing = false;
    });
    track("PLAYBACK_PAUSED", () => (playing = false));
    track("PLAYBACK_RESUMED", () => (playing = true));

    // The screen on A pauses and resumes while the phone on B queues and skips: events of both
    // instances interleave, and A's reach the phone through Redis, sometimes after B's newer ones.
    await Promise.all([
      (async () => {
        for (let i = 0; i < 10; i += 1) {
          await screen.ack(i % 2 === 0 ? "PAUSE_PLAYBACK" : "RESUME_PLAYBACK", {});
        }
      })(),
      (async () => {
        for (let i = 0; i < 10; i += 1) {
          const sent =
            i % 3 === 2
              ? phone.send("SKIP_SONG", {})
              : phone.send("QUEUE_SONG", { song: { id: `TK${1 + i}` } });
          expect(await sent, `command ${i}`).toEqual({ ok: true });
        }
      })(),
    ]);
    const newest = () => newestVersion(watcher);
    await eventually(
      () => applied.at(-1),
      (last) => last === newest(),
    );
    // Every version once, none skipped, none twice, in order; so the phone shows the state.
    const first = joined.version ?? 0;
    expect(applied).toEqual(Array.from({ length: newest() - first }, (_, i) => first + 1 + i));
    const state = (await a.request(`/api/sessions/${code}`)).body as {
      current_song: { id: string } | null;
      playing: boolean;
    };
    expect({ current, playing }).toEqual({
      current: state.current_song?.id ?? null,
      playing: state.playing,
    });
  });

  // Every phone's first try races the others' on the session's version; the losers retry under
  // the cross-instance lock (session-service.ts), so a burst over both instances loses nothing.
  it("accepts a burst of commands from phones on both instances at once", async () => {
    const code = await newSession(a);
    const phones = await Promise.all(
      Array.from({ length: 6 }, (_, p) => device(p % 2 === 0 ? a : b, "remote", `burst-${p}`)),
    );
    for (const phone of phones) await phone.join(code);
    const songsOf = (p: number) => Array.from({ length: 8 }, (_, i) => `TK${1 + p * 8 + i}`);
    const answers = await Promise.all(
      phones.flatMap((phone, p) =>
        songsOf(p).map((id) => phone.ack("QUEUE_SONG", { song: { id } })),
      ),
    );
    expect(answers.filter((answer) => !answer.ok)).toEqual([]);
    const state = (await b.request(`/api/sessions/${code}`)).body as {
      current_song: { id: string };
      queue: { id: string }[];
    };
    const all = [state.current_song.id, ...state.queue.map((item) => item.id)];
    expect(all.sort()).toEqual(phones.flatMap((_, p) => songsOf(p)).sort());
  });

  // A whole party over both instances: each coalesces its own broadcasts, and every phone's
  // client puts both instances' events back in order (docs/decisions.md, A whole party at once).
  it("lands forty phones' five songs each over both instances, every phone on the same queue", async () => {
    const code = await newSession(a);
    const page = (await a.request("/api/songs?limit=200")).body as { songs: { db_id: number }[] };
    expect(page.songs).toHaveLength(200);
    const phones = await Promise.all(
      Array.from({ length: 40 }, async (_, p) => {
        const made = await partyPhone((p % 2 === 0 ? a : b).url, code, `party-${p}`);
        clients.push(made.client);
        return made;
      }),
    );
    const answers = await Promise.all(
      phones.flatMap((phone, p) =>
        page.songs
          .slice(p * 5, p * 5 + 5)
          .map(({ db_id }) => phone.command("QUEUE_SONG", { song: { db_id } })),
      ),
    );
    expect(answers.filter((answer) => !answer.ok)).toEqual([]);
    const stored = (await b.request(`/api/sessions/${code}`)).body as {
      current_song: { id: string };
      queue: { id: string }[];
    };
    const storedIds = [stored.current_song.id, ...stored.queue.map((item) => item.id)];
    expect(storedIds).toHaveLength(200);
    for (const phone of phones) {
      await eventually(
        () => phone.shown().join(),
        (shown) => shown === storedIds.join(),
        10_000,
      );
      expect(phone.errors).toEqual([]);
    }
  }, 60_000);

  // Commands take no cross-instance lock on their first try, so a command on A can commit while
  // a phone joins on B: its event misses the phone or reaches it before the snapshot (and is
  // dropped). The join reads again once the snapshot went out and sends the newer state, so every
  // phone shows the newest version at once, not after the client's 1 s gap timer asks again.
  it("gives phones joining during another instance's commands the newest state", async () => {
    const code = await newSession(a);
    const screen = await device(a, "screen", "screen-4");
    await screen.join(code);
    const watcher = await device(a, "remote", "watcher-a"); // raw events: the newest version
    await watcher.join(code);
    const newest = () => newestVersion(watcher);

    const sender = await device(a, "remote", "sender-a");
    await sender.join(code);

    const shown: number[] = [];
    const joinsSent: number[] = [];
    const commands = (async () => {
      // Two senders: one socket may send 20 commands in 4 s (COMMAND_RATE).
      for (let i = 0; i < 36; i += 1) {
        const from = i % 2 === 0 ? screen : sender;
        const sent =
          i % 4 === 3
            ? from.ack("SKIP_SONG", {})
            : from.ack("QUEUE_SONG", { song: { id: `TK${1 + i}` } });
        expect(await sent, `command ${i}`).toEqual({ ok: true });
      }
    })();
    const joins = Array.from({ length: 16 }, async (_, p) => {
      await new Promise((resolve) => setTimeout(resolve, p * 8));
      const phone = createSessionClient({
        url: b.url,
        device: "remote",
        deviceId: `late-joiner-${p}`,
        socketOptions: { transports: ["websocket"], forceNew: true },
      });
      clients.push(phone);
      // The client's gap timer asks for the whole state by joining again: count the joins sent.
      joinsSent[p] = 0;
      phone.socket.onAnyOutgoing((event: string) => {
        if (event === "JOIN_SESSION") joinsSent[p] = (joinsSent[p] ?? 0) + 1;
      });
      const see = (data: { version?: number }) => {
        if (data.version !== undefined) shown[p] = Math.max(shown[p] ?? -1, data.version);
      };
      for (const name of ["SONG_QUEUED", "SONG_STARTED", "SONG_ENDED", "SESSION_JOINED"] as const)
        phone.on(name, see);
      see(await phone.join(code));
    });
    await Promise.all([commands, ...joins]);
    await eventually(
      () => newest(),
      (version) => version >= 36,
    );
    await eventually(
      () => shown,
      (versions) => versions.length === 16 && versions.every((version) => version === newest()),
    );
    // Each phone joined once: none waited for its gap timer (EVENT_ORDER_TIMEOUTS.gapMs) to ask
    // for the state again. Counted, not timed, so a slow machine cannot blur the two.
    expect(joinsSent).toEqual(Array.from({ length: 16 }, () => 1));
  });

  it("counts sign-in attempts on both instances together", async () => {
    const email = uniqueEmail("shared-limit");
    const { points } = DEFAULT_RATE_LIMITS.signIn.perAccount;
    const statuses: number[] = [];
    for (let i = 0; i < points + 1; i += 1) {
      const browser = new TestBrowser(i % 2 === 0 ? a : b);
      statuses.push((await browser.post("/api/auth/login", { email, password: "wrong-1" })).status);
    }
    expect(statuses.slice(0, points).every((status) => status === 401)).toBe(true);
    expect(statuses[points]).toBe(429);
    // A password check (argon2) per attempt: past the default 20 s on a loaded two-core machine.
  }, 60_000);

  it("counts wrong session codes on both instances together", async () => {
    const code = await newSession(a);
    const headers = { "x-forwarded-for": "192.0.2.77" };
    const guessers = await Promise.all(
      [a, b, a, b].map(async (server) => {
        const guesser = await connectDevice(server.url, { headers });
        devices.push(guesser);
        return guesser;
      }),
    );
    const answers: string[] = [];
    // 24 wrong codes, six from each socket, half on each instance (each socket under its own limit).
    for (let i = 0; i < 24; i += 1) {
      const answer = await guessers[i % 4]!.ack("JOIN_SESSION", {
        code: `ZZZZ${"23456789"[i % 8]}${"ABCDEFGH"[i % 3]}`,
      });
      answers.push(answer.ok ? "joined" : (answer.message ?? "?"));
    }
    const limited = /^Too many wrong session codes/;
    expect(answers.filter((answer) => limited.test(answer)).length).toBeGreaterThanOrEqual(4);
    // The right code, on either instance, is refused to that address for now.
    for (const server of [a, b]) {
      const late = await connectDevice(server.url, { headers });
      devices.push(late);
      expect((await late.ack("JOIN_SESSION", { code })).message).toMatch(limited);
    }
  });

  it("counts a device's wrong host PINs on both instances together, and tells the screen a new PIN from either", async () => {
    const { screen, party } = await connectScreen(a.url);
    devices.push(screen);
    const pin = screen.last("SESSION_JOINED")!.host_pin!;
    const wrong = pin === "0000" ? "1111" : "0000";
    const headers = { "x-forwarded-for": "192.0.2.88" };
    const onA = await connectDevice(a.url, { device_id: "pin-guesser", headers });
    const onB = await connectDevice(b.url, { device_id: "pin-guesser", headers });
    devices.push(onA, onB);
    for (const phone of [onA, onB]) await phone.join(party.code, { token: party.join_token });
    // Five wrong PINs, three on one instance and two on the other: the sixth is refused on both.
    for (const phone of [onA, onB, onA, onB, onA])
      expect(await phone.ack("HOST_UNLOCK", { pin: wrong })).toMatchObject({ code: "wrong_pin" });
    await new Promise((resolve) => setTimeout(resolve, 4000)); // the sockets' command budget
    for (const phone of [onA, onB])
      expect(await phone.ack("HOST_UNLOCK", { pin })).toMatchObject({ code: "too_many_pins" });
    // Five more from another device on instance b make ten in the party: the PIN is renewed,
    // and the screen on instance a is told.
    const renewed = screen.next("HOST_PIN_RENEWED");
    const other = await connectDevice(b.url, { device_id: "pin-guesser-2" });
    devices.push(other);
    await other.join(party.code, { token: party.join_token });
    for (let i = 0; i < 5; i += 1)
      expect(await other.ack("HOST_UNLOCK", { pin: wrong })).toMatchObject({ code: "wrong_pin" });
    expect((await renewed).host_pin).toMatch(/^\d{4}$/);
  });

  it("keeps a browser signed in on whichever instance answers", async () => {
    const { user, browser } = await signedInUser(a);
    const onB = new TestBrowser(b);
    for (const [name, value] of browser.cookies) onB.cookies.set(name, value);
    const me = await onB.request("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user: { email: user.email } });
  });
});
