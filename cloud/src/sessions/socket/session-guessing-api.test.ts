// Guessing session codes, as an attacker would: many sockets from one address, thousands of
// JOIN_SESSION guesses at once. Wrong codes are counted per address and per socket; once used up,
// every join from there is refused, the right code too, until the window ends.
import { SESSION_NOT_FOUND } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_JOIN_LIMITS } from "../../security/join-limits.js";
import { connectDevice, type Device } from "../../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../../test-support/test-server.js";

const LIMITED = /^Too many wrong session codes; try again in (\d+) minutes?$/;
const PER_ADDRESS = DEFAULT_JOIN_LIMITS.perAddress.points;
const PER_SOCKET = DEFAULT_JOIN_LIMITS.perSocket.points;

let server: TestServer;
const opened: Device[] = [];
let nextAddress = 1;

/** A client address of its own, as the trusted proxy in front of the cloud reports it. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

async function device(address: string, extra: Record<string, string> = {}): Promise<Device> {
  const connected = await connectDevice(server.url, {
    headers: { "x-forwarded-for": address, ...extra },
  });
  opened.push(connected);
  return connected;
}

/**
 * Sends JOIN_SESSION and answers "joined" or the ERROR's message. (A long wait: on PostgreSQL
 * each lookup takes the session's advisory lock, and 2,000 of them take their time.)
 */
async function tryJoin(phone: Device, code: string): Promise<string> {
  const answer = (await phone.socket.timeout(60_000).emitWithAck("JOIN_SESSION", { code })) as {
    ok: boolean;
    message?: string;
  };
  return answer.ok ? "joined" : (answer.message ?? "?");
}

/** Six-character codes from the alphabet that no session here has. */
function wrongCodes(count: number, salt: string): string[] {
  const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
  return Array.from({ length: count }, (_, i) => {
    let n = i * 7919 + salt.charCodeAt(0) * 104_729;
    let code = "";
    for (let k = 0; k < 5; k += 1) {
      code += alphabet[n % alphabet.length];
      n = Math.floor(n / alphabet.length);
    }
    return `Z${code}`;
  });
}

async function newSession(): Promise<string> {
  return ((await server.request("/api/sessions", { method: "POST" })).body as { code: string })
    .code;
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
});

afterAll(async () => {
  for (const phone of opened) phone.close();
  await server.close();
});

describe("guessing session codes", () => {
  it("answers at most the limit of 2,000 guesses from 100 sockets of one address", async () => {
    const address = freshAddress();
    const code = await newSession();
    const sockets = await Promise.all(Array.from({ length: 100 }, () => device(address)));
    const guesses = wrongCodes(2000, "a");
    const answers = await Promise.all(
      guesses.map((guess, i) => tryJoin(sockets[i % sockets.length]!, guess)),
    );
    const notFound = answers.filter((answer) => answer === SESSION_NOT_FOUND);
    const limited = answers.filter((answer) => LIMITED.test(answer));
    expect(notFound.length).toBeLessThanOrEqual(PER_ADDRESS);
    expect(notFound.length + limited.length).toBe(2000);
    // A socket that used up its own ten before the address had twenty is told its own, shorter
    // wait (10 minutes); once the address is blocked, the wait is the address's hour.
    const waits = limited.map((answer) => Number(LIMITED.exec(answer)?.[1]));
    expect(Math.max(...waits)).toBeGreaterThan(50);
    // The right code is refused from there too, on a fresh socket: otherwise the one answer that
    // differs would still give the party away.
    expect(await tryJoin(await device(address), code)).toMatch(LIMITED);
    // Another address is not affected.
    expect(await tryJoin(await device(freshAddress()), code)).toBe("joined");
  }, 60_000);

  it("counts wrong codes asked over HTTP with those sent on sockets", async () => {
    const address = freshAddress();
    const code = await newSession();
    const headers = { "x-forwarded-for": address };
    const statuses: number[] = [];
    for (const guess of wrongCodes(PER_ADDRESS + 3, "h")) {
      statuses.push((await server.request(`/api/sessions/${guess}`, { headers })).status);
    }
    expect(statuses.slice(0, PER_ADDRESS - 1)).toEqual(Array(PER_ADDRESS - 1).fill(404));
    expect(statuses.slice(PER_ADDRESS)).toEqual([429, 429, 429]);
    const right = await server.request(`/api/sessions/${code}`, { headers });
    expect(right.status).toBe(429);
    expect((right.body as { message: string }).message).toMatch(LIMITED);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await tryJoin(await device(address), code)).toMatch(LIMITED);
    // Another address still reads it.
    const other = { "x-forwarded-for": freshAddress() };
    expect((await server.request(`/api/sessions/${code}`, { headers: other })).status).toBe(200);
  });

  it("does not let a forged X-Forwarded-For pick a fresh address without a trusted proxy", async () => {
    const direct = await startTestServer({ TRUST_PROXY: "0" });
    try {
      const answers: string[] = [];
      for (let i = 0; i < PER_ADDRESS + 5; i += 1) {
        const phone = await connectDevice(direct.url, {
          headers: { "x-forwarded-for": `203.0.113.${i}` },
        });
        opened.push(phone);
        answers.push(await tryJoin(phone, wrongCodes(1, String.fromCharCode(66 + i))[0]!));
      }
      expect(answers.slice(0, PER_ADDRESS - 1).every((a) => a === SESSION_NOT_FOUND)).toBe(true);
      expect(answers.slice(PER_ADDRESS)).toEqual(Array(5).fill(expect.stringMatching(LIMITED)));
    } finally {
      await direct.close();
    }
  }, 30_000);

  it("limits one socket on its own, before its address", async () => {
    const address = freshAddress();
    const code = await newSession();
    const phone = await device(address);
    const answers: string[] = [];
    for (const guess of wrongCodes(PER_SOCKET + 2, "s")) answers.push(await tryJoin(phone, guess));
    expect(answers.slice(0, PER_SOCKET - 1)).toEqual(Array(PER_SOCKET - 1).fill(SESSION_NOT_FOUND));
    expect(answers.slice(PER_SOCKET)).toEqual(Array(2).fill(expect.stringMatching(LIMITED)));
    expect(await tryJoin(phone, code)).toMatch(LIMITED);
    // The same address on another socket still has guesses left.
    expect(await tryJoin(await device(address), code)).toBe("joined");
  });

  it("never counts right codes: a whole party joins from one address", async () => {
    const address = freshAddress();
    const code = await newSession();
    const phones = await Promise.all(Array.from({ length: 40 }, () => device(address)));
    const answers = await Promise.all(phones.map((phone) => tryJoin(phone, code)));
    expect(answers).toEqual(Array(40).fill("joined"));
    // Typos, and joining again afterwards, within the limit.
    for (const guess of wrongCodes(5, "t"))
      expect(await tryJoin(phones[0]!, guess)).toBe(SESSION_NOT_FOUND);
    expect(await tryJoin(phones[0]!, code.toLowerCase())).toBe("joined");
  });

  it("does not count what cannot be a code at all", async () => {
    const phone = await device(freshAddress());
    for (let i = 0; i < PER_SOCKET + 2; i += 1) {
      expect(await tryJoin(phone, "0000OO")).toBe(SESSION_NOT_FOUND);
    }
    expect(await tryJoin(phone, await newSession())).toBe("joined");
  });

  it("lets a client that created its session join it whatever its guesses", async () => {
    const phone = await device(freshAddress());
    for (const guess of wrongCodes(PER_SOCKET, "c")) await tryJoin(phone, guess);
    expect(await tryJoin(phone, await newSession())).toMatch(LIMITED);
    const created = phone.next("SESSION_CREATED");
    expect(await phone.ack("CREATE_SESSION", {})).toEqual({ ok: true });
    expect((await created).code).toMatch(/^[A-Z2-9]{6}$/);
  });
});
