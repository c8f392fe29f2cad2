// Join tokens against a started cloud (docs/decisions.md, Join tokens): a guesser behind the
// party's router uses up the address's wrong codes, and the party still joins by the TV's QR code
// (its join token) and the TV by its screen token, at once; a typed code from there waits, as
// before.
import {
  createSessionClient,
  createSessionResponseSchema,
  SESSION_NOT_FOUND,
  type SessionClient,
} from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_JOIN_LIMITS } from "../security/join-limits.js";
import { loadCatalogue } from "../test-support/catalogue-fixtures.js";
import { connectDevice, type Device } from "../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

const LIMITED = /^Too many wrong session codes; try again in (\d+) minutes?$/;
const PER_ADDRESS = DEFAULT_JOIN_LIMITS.perAddress.points;
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

let server: TestServer;
const opened: { close(): void }[] = [];
let nextAddress = 1;

/** A client address of its own, as the trusted proxy in front of the cloud reports it. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

async function device(address: string, kind = "remote"): Promise<Device> {
  const connected = await connectDevice(server.url, {
    device: kind,
    headers: { "x-forwarded-for": address },
  });
  opened.push(connected);
  return connected;
}

async function tryJoin(phone: Device, payload: Record<string, string>): Promise<string> {
  const answer = await phone.ack("JOIN_SESSION", payload);
  return answer.ok ? "joined" : (answer.message ?? "?");
}

async function newSession() {
  const created = await server.request("/api/sessions", { method: "POST" });
  expect(created.status).toBe(201);
  return createSessionResponseSchema.parse(created.body);
}

/** Wrong codes over HTTP from `address` until it is blocked. */
async function useUpWrongCodes(address: string): Promise<void> {
  const headers = { "x-forwarded-for": address };
  for (let i = 0; i < PER_ADDRESS; i += 1) {
    const guess = `ZZ${"ABCDEFGHJK"[Math.floor(i / 10)]}${"ABCDEFGHJK"[i % 10]}22`;
    await server.request(`/api/sessions/${guess}`, { headers });
  }
  const blocked = await server.request("/api/sessions/ZZZZ22", { headers });
  expect(blocked.status).toBe(429);
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
});

afterAll(async () => {
  for (const one of opened) one.close();
  await server.close();
});

describe("a session's tokens", () => {
  it("are issued with the session, new for each, to its creator only", async () => {
    const first = await newSession();
    const second = await newSession();
    for (const session of [first, second]) {
      expect(session.join_token).toMatch(TOKEN);
      expect(session.screen_token).toMatch(TOKEN);
    }
    expect(second.join_token).not.toBe(first.join_token);
    expect(second.screen_token).not.toBe(first.screen_token);
    // Reading the session by its code tells no token.
    const read = await server.request(`/api/sessions/${first.code}`);
    expect(JSON.stringify(read.body)).not.toContain(first.join_token);
    expect(JSON.stringify(read.body)).not.toContain(first.screen_token);
    // A new party is a new session: the old join token does not open it.
    const phone = await device(freshAddress());
    const address = freshAddress();
    await useUpWrongCodes(address);
    const blocked = await device(address);
    expect(await tryJoin(blocked, { code: second.code, token: first.join_token })).toMatch(LIMITED);
    expect(await tryJoin(phone, { code: second.code, token: second.join_token })).toBe("joined");
  });

  it("go to a socket that creates its session, and the join token to every device that joins", async () => {
    const screen = await device(freshAddress(), "screen");
    const created = screen.next("SESSION_CREATED");
    const joined = screen.next("SESSION_JOINED");
    expect(await screen.ack("CREATE_SESSION", {})).toEqual({ ok: true });
    const tokens = await created;
    expect(tokens.join_token).toMatch(TOKEN);
    expect(tokens.screen_token).toMatch(TOKEN);
    expect((await joined).join_token).toBe(tokens.join_token);

    // A phone that typed the code is given it too, so it can rejoin and share the party.
    const typed = await device(freshAddress());
    expect((await typed.join(tokens.code)).join_token).toBe(tokens.join_token);
    // Refused joins are given nothing.
    const guesser = await device(freshAddress());
    expect(await tryJoin(guesser, { code: "ZZZZ33" })).toBe(SESSION_NOT_FOUND);
    expect(JSON.stringify(guesser.received)).not.toContain(tokens.join_token);
  });
});

describe("a guesser on the party's Wi-Fi", () => {
  it("uses up the address's wrong codes; a phone there joins by the QR code at once, a typed code waits", async () => {
    const party = await newSession();
    const address = freshAddress();
    await useUpWrongCodes(address);

    // The phone that scans the TV's QR code: joined at once, over HTTP and the socket alike.
    const scanned = await server.request(`/api/sessions/${party.code}?token=${party.join_token}`, {
      headers: { "x-forwarded-for": address },
    });
    expect(scanned.status).toBe(200);
    const phone = await device(address);
    expect(await tryJoin(phone, { code: party.code, token: party.join_token })).toBe("joined");
    expect(phone.last("SESSION_JOINED")?.join_token).toBe(party.join_token);

    // The TV behind the same router comes back with its screen token.
    const tv = await device(address, "screen");
    expect(await tryJoin(tv, { code: party.code, screen_token: party.screen_token })).toBe(
      "joined",
    );

    // The right code typed from there: refused with the wait, on the socket and over HTTP; an
    // old join link without a token is the same, and so is a wrong token.
    const typing = await device(address);
    const typed = await tryJoin(typing, { code: party.code });
    expect(typed).toMatch(LIMITED);
    expect(Number(LIMITED.exec(typed)?.[1])).toBeGreaterThan(50);
    expect(await tryJoin(typing, { code: party.code, token: "not-the-token" })).toMatch(LIMITED);
    expect(await tryJoin(typing, { code: party.code, token: party.screen_token })).toMatch(LIMITED);
    const read = await server.request(`/api/sessions/${party.code}`, {
      headers: { "x-forwarded-for": address },
    });
    expect(read.status).toBe(429);
    expect((read.body as { message: string }).message).toMatch(LIMITED);
    const wrongToken = await server.request(`/api/sessions/${party.code}?token=nope`, {
      headers: { "x-forwarded-for": address },
    });
    expect(wrongToken.status).toBe(429);
  });

  it("never blocks joins with the token: a whole party there joins, and rejoins", async () => {
    const party = await newSession();
    const address = freshAddress();
    await useUpWrongCodes(address);
    const phones = await Promise.all(Array.from({ length: 10 }, () => device(address)));
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        phones.map((phone) => tryJoin(phone, { code: party.code, token: party.join_token })),
      );
      expect(answers).toEqual(Array(10).fill("joined"));
    }
    expect(await tryJoin(await device(address), { code: party.code })).toMatch(LIMITED);
  });

  it("counts a wrong code sent with a token as a typed one", async () => {
    const party = await newSession();
    const address = freshAddress();
    const answers: string[] = [];
    for (let i = 0; i < PER_ADDRESS + 1; i += 1) {
      const guesser = await device(address);
      answers.push(
        await tryJoin(guesser, {
          code: `ZX${"ABCDEFGHJK"[Math.floor(i / 10) % 10]}${"ABCDEFGHJK"[i % 10]}55`,
          token: party.join_token,
        }),
      );
    }
    expect(answers.slice(0, PER_ADDRESS - 1)).toEqual(
      Array(PER_ADDRESS - 1).fill(SESSION_NOT_FOUND),
    );
    expect(answers.at(-1)).toMatch(LIMITED);
  });

  it("rejoins a phone that came by the QR code when its connection comes back", async () => {
    const party = await newSession();
    const address = freshAddress();
    const client: SessionClient = createSessionClient({
      url: server.url,
      device: "remote",
      deviceId: "qr-phone",
      socketOptions: {
        extraHeaders: { "x-forwarded-for": address },
        transports: ["websocket"],
        reconnectionDelay: 100,
        reconnectionDelayMax: 100,
        forceNew: true,
      },
    });
    opened.push(client);
    await client.join(party.code, { token: party.join_token });
    expect(client.joinToken).toBe(party.join_token);
    await useUpWrongCodes(address);

    const rejoined = new Promise<void>((resolve) => {
      const off = client.on("SESSION_JOINED", () => {
        off();
        resolve();
      });
    });
    client.socket.io.engine.close();
    await rejoined;
    expect(client.code).toBe(party.code);
    // In the session again (a socket in none is told to join first): the command reaches it.
    expect(await client.send("PAUSE_PLAYBACK", {})).toEqual({
      ok: false,
      message: "Nothing is playing",
      code: "nothing_playing",
    });
  });

  it("rejoins the TV and a phone that typed the code when their connections drop, the address locked out", async () => {
    await loadCatalogue(server.services.database.db, [
      { name: "Rejoin", prefix: "JT", songs: [{ title: "Back Again", artist: "The Drops" }] },
    ]);
    const address = freshAddress();
    const deviceOn = (kind: "screen" | "remote", id: string): SessionClient => {
      const made = createSessionClient({
        url: server.url,
        device: kind,
        deviceId: id,
        socketOptions: {
          extraHeaders: { "x-forwarded-for": address },
          transports: ["websocket"],
          reconnectionDelay: 100,
          reconnectionDelayMax: 100,
          forceNew: true,
        },
      });
      opened.push(made);
      return made;
    };
    // The TV starts the party (it is given the screen token); a phone types the code and is
    // given the join token with the session.
    const tv = deviceOn("screen", "locked-out-tv");
    const { code } = await tv.create();
    const phone = deviceOn("remote", "typed-code-phone");
    const joined = await phone.join(code);
    expect(joined.join_token).toMatch(TOKEN);
    expect(phone.joinToken).toBe(joined.join_token);

    await useUpWrongCodes(address);
    const typing = await device(address);
    expect(await tryJoin(typing, { code })).toMatch(LIMITED);

    const rejoined = (client: SessionClient) =>
      new Promise<void>((resolve) => {
        const off = client.on("SESSION_JOINED", () => {
          off();
          resolve();
        });
      });
    const back = [rejoined(tv), rejoined(phone)];
    tv.socket.io.engine.close();
    phone.socket.io.engine.close();
    await Promise.all(back);
    // Both are in the session again: the phone's song and the TV's Pause land.
    expect(await phone.send("QUEUE_SONG", { song: { id: "JT1" } })).toEqual({ ok: true });
    expect(await tv.send("PAUSE_PLAYBACK", {})).toEqual({ ok: true });
    const stored = await server.request(`/api/sessions/${code}?token=${joined.join_token}`, {
      headers: { "x-forwarded-for": address },
    });
    expect(stored.body).toMatchObject({ device_count: 2, playing: false });
  });

  it("refuses a token that cannot be one as bad input", async () => {
    const party = await newSession();
    const phone = await device(freshAddress());
    expect(await tryJoin(phone, { code: party.code, token: "x".repeat(129) })).toBe(
      "token must be at most 128 characters",
    );
    const read = await server.request(`/api/sessions/${party.code}?token=a&token=b`);
    expect(read.status).toBe(400);
    expect((read.body as { message: string }).message).toBe("token must be text");
  });
});
