// Error codes over real HTTP and real sockets (docs/protocol.md#error-codes): each refusal says
// its stable code beside the English message older clients read, unchanged, and `params` when
// its text has numbers.
import { errorResponseSchema } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../test-support/accounts-fixtures.js";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import { connectDevice, connectScreen, type Device } from "../test-support/socket-device.js";
import { TestBrowser } from "../test-support/test-browser.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
const opened: Device[] = [];

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
  await loadCatalogue(server.services.database.db, SAMPLE_CATALOGUE);
});

afterAll(async () => {
  for (const device of opened) device.close();
  await server.close();
});

describe("HTTP errors", () => {
  it("a route that does not exist: 404 not_found", async () => {
    const answer = await server.request("/api/no-such-route");
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: "Not found", code: "not_found" });
    expect(errorResponseSchema.safeParse(answer.body).success).toBe(true);
  });

  it("a form's rule: its own code; any other bad input: invalid_request, the message as before", async () => {
    const browser = new TestBrowser(server);
    const signUp = await browser.post("/api/auth/signup", {
      email: "ann@example.com",
      password: "short",
      name: "Ann",
    });
    expect(signUp).toMatchObject({
      status: 400,
      body: {
        message: "Password must be at least 8 characters",
        code: "password_too_short",
        params: { min: 8 },
      },
    });
    const songs = await server.request("/api/songs?limit=0");
    expect(songs.status).toBe(400);
    expect(songs.body).toEqual({
      message: "limit must be a whole number from 1 to 1000",
      code: "invalid_request",
    });
  });

  it("a wrong password at sign-in: 401 invalid_credentials", async () => {
    const user = await createUser(server.services.database.db);
    const browser = new TestBrowser(server);
    const answer = await browser.post("/api/auth/login", {
      email: user.email,
      password: "Not-the-password-1",
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      message: "Invalid email or password",
      code: "invalid_credentials",
    });
  });

  it("an unknown session: 404 session_not_found", async () => {
    const answer = await server.request("/api/sessions/ABC234");
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      message: "Session not found or expired",
      code: "session_not_found",
    });
  });

  it("not signed in: 401 unauthorized", async () => {
    const browser = new TestBrowser(server);
    const answer = await browser.request("/api/auth/me", {
      method: "PATCH",
      body: { language: "en" },
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: "Not logged in", code: "unauthorized" });
  });
});

describe("socket errors", () => {
  async function party() {
    const { screen, party: made } = await connectScreen(server.url);
    opened.push(screen);
    const phone = await connectDevice(server.url, { name: "Guest", device_id: "codes-phone" });
    opened.push(phone);
    await phone.join(made.code, { token: made.join_token });
    return { screen, phone };
  }

  it("a song already in the queue: ERROR and acknowledgement with song_already_queued", async () => {
    const { phone } = await party();
    expect(await phone.ack("QUEUE_SONG", { song: { id: "PH1" } })).toEqual({ ok: true });
    const error = phone.next("ERROR");
    const ack = await phone.ack("QUEUE_SONG", { song: { id: "PH1" } });
    const refusal = { message: "That song is already in the queue", code: "song_already_queued" };
    expect(ack).toEqual({ ok: false, ...refusal });
    expect(await error).toEqual(refusal);
  });

  it("a guest's skip while only the host may: host_only_skip", async () => {
    const { screen, phone } = await party();
    expect(await screen.ack("UPDATE_SETTINGS", { settings: { host_controls: true } })).toEqual({
      ok: true,
    });
    const error = phone.next("ERROR");
    expect(await phone.ack("SKIP_SONG", {})).toEqual({
      ok: false,
      message: "Only the host can skip songs",
      code: "host_only_skip",
    });
    expect(await error).toEqual({
      message: "Only the host can skip songs",
      code: "host_only_skip",
    });
  });

  it("a limit with a number: the number in params", async () => {
    const { screen, phone } = await party();
    await screen.ack("UPDATE_SETTINGS", { settings: { max_waiting_per_singer: 1 } });
    expect(await phone.ack("QUEUE_SONG", { song: { id: "PH1" } })).toEqual({ ok: true }); // plays
    expect(await phone.ack("QUEUE_SONG", { song: { id: "PH2" } })).toEqual({ ok: true });
    const error = phone.next("ERROR");
    expect(await phone.ack("QUEUE_SONG", { song: { id: "PH3" } })).toEqual({
      ok: false,
      message: "You already have 1 song waiting: sing one first",
      code: "too_many_waiting",
      params: { max: 1 },
    });
    expect(errorResponseSchema.parse(await error)).toEqual({
      message: "You already have 1 song waiting: sing one first",
      code: "too_many_waiting",
      params: { max: 1 },
    });
  });

  it("bad input to a command: invalid_request, with the message as before", async () => {
    const { phone } = await party();
    expect(await phone.ack("REORDER_QUEUE", { from: 0 })).toEqual({
      ok: false,
      message: "to must be a number",
      code: "invalid_request",
    });
  });
});
