// GET /metrics over real HTTP, with the numbers moved by real socket.io clients and real searches
// (docs/deploy.md, "Metrics"): absent without METRICS_TOKEN, closed without its bearer token, and
// each server counting into its own registry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { READ_WORKERS } from "../db/sqlite-read-pool.js";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import { rawRequest } from "../test-support/raw-http.js";
import {
  connectDevice,
  connectScreen,
  eventually,
  type Device,
} from "../test-support/socket-device.js";
import { onPostgres } from "../test-support/test-postgres.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

const TOKEN = "scrape-me-0123456789abcdef";
const bearer = { Authorization: `Bearer ${TOKEN}` };

let server: TestServer;
/** Another server with metrics in the same process: it must count nothing of the first's. */
let other: TestServer;
let plain: TestServer;
const opened: Device[] = [];

beforeAll(async () => {
  [server, other, plain] = await Promise.all([
    startTestServer({ METRICS_TOKEN: TOKEN }),
    startTestServer({ METRICS_TOKEN: TOKEN }),
    startTestServer(),
  ]);
  await loadCatalogue(server.services.database.db, SAMPLE_CATALOGUE);
});

afterAll(async () => {
  for (const device of opened) device.close();
  await Promise.all([server, other, plain].map((each) => each?.close()));
});

async function scrape(target: TestServer = server): Promise<string> {
  const answer = await fetch(`${target.url}/metrics`, { headers: bearer });
  expect(answer.status).toBe(200);
  return answer.text();
}

/** One sample's value, its labels exactly these; 0 while the series does not exist yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(",");
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? "").split(",").filter(Boolean).sort().join(",");
    if (have === wanted) return Number(match[3]);
  }
  return 0;
}

async function songId(title: string): Promise<number> {
  const row = await server.services.database.db
    .selectFrom("songs")
    .select("id")
    .where("title", "=", title)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function party(): Promise<{ screen: Device; phone: Device }> {
  const { screen, party: created } = await connectScreen(server.url);
  const phone = await connectDevice(server.url);
  opened.push(screen, phone);
  await phone.join(created.code, { token: created.join_token });
  return { screen, phone };
}

describe("GET /metrics", () => {
  it("does not exist without METRICS_TOKEN: 404, with or without a bearer", async () => {
    expect(plain.services.metrics).toBeNull();
    for (const headers of [{}, bearer]) {
      const answer = await fetch(`${plain.url}/metrics`, { headers });
      expect(answer.status).toBe(404);
    }
  });

  it.each([
    ["no Authorization", {}],
    ["a wrong bearer token", { Authorization: "Bearer scrape-me-0123456789abcdeX" }],
    ["the token with more after it", { Authorization: `Bearer ${TOKEN}x` }],
    ["the token under another scheme", { Authorization: `Basic ${TOKEN}` }],
  ])("answers 401 metrics_token to %s", async (_case, headers: Record<string, string>) => {
    const answer = await server.request("/metrics", { headers });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      message: "Missing or wrong metrics token",
      code: "metrics_token",
    });
    expect(answer.headers.get("www-authenticate")).toBe("Bearer");
  });

  it("answers the bearer token in Prometheus' text format, every metric named", async () => {
    const answer = await fetch(`${server.url}/metrics`, { headers: bearer });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const text = await answer.text();
    for (const [name, type] of [
      ["encore_ready", "gauge"],
      ["encore_live_parties", "gauge"],
      ["encore_connected_sockets", "gauge"],
      ["encore_commands_total", "counter"],
      ["encore_command_duration_seconds", "histogram"],
      ["encore_command_refusals_total", "counter"],
      ["encore_search_duration_seconds", "histogram"],
      ["encore_db_pool_connections", "gauge"],
      ["encore_db_pool_idle", "gauge"],
      ["encore_db_pool_waiting", "gauge"],
      // prom-client's own, of the process.
      ["process_cpu_seconds_total", "counter"],
      ["process_resident_memory_bytes", "gauge"],
      ["nodejs_eventloop_lag_seconds", "gauge"],
    ]) {
      expect(text, name).toContain(`# TYPE ${name} ${type}\n`);
    }
    expect(sample(text, "encore_ready")).toBe(1);
  });

  it("counts the database's pools: the read workers on SQLite, both pg pools on PostgreSQL", async () => {
    const text = await scrape();
    if (onPostgres) {
      expect(sample(text, "encore_db_pool_connections", { pool: "queries" })).toBeGreaterThan(0);
      expect(text).toMatch(/^encore_db_pool_connections\{pool="session_locks"\} \d+$/m);
      // The session jobs' queries come and go: how many wait is whatever it is at the scrape.
      expect(text).toMatch(/^encore_db_pool_waiting\{pool="queries"\} \d+$/m);
    } else {
      expect(sample(text, "encore_db_pool_connections", { pool: "sqlite_reads" })).toBe(
        READ_WORKERS,
      );
      expect(sample(text, "encore_db_pool_idle", { pool: "sqlite_reads" })).toBe(READ_WORKERS);
      expect(text).toMatch(/^encore_db_pool_waiting\{pool="sqlite_reads"\} 0$/m);
    }
  });

  it("is answered whatever the Host, as Prometheus scrapes an instance by its address", async () => {
    const answer = await rawRequest(`${server.url}/metrics`, {
      method: "GET",
      headers: { host: "10.9.9.9:8080", ...bearer },
    });
    expect(answer.status).toBe(200);
  });
});

describe("what the metrics count", () => {
  it("live parties and sockets follow a party made and left", async () => {
    const before = await scrape();
    const parties = sample(before, "encore_live_parties");
    const sockets = sample(before, "encore_connected_sockets");
    const { screen, party: created } = await connectScreen(server.url);
    const phone = await connectDevice(server.url);
    await phone.join(created.code, { token: created.join_token });
    const during = await scrape();
    expect(sample(during, "encore_live_parties")).toBe(parties + 1);
    expect(sample(during, "encore_connected_sockets")).toBe(sockets + 2);
    screen.close();
    phone.close();
    await eventually(
      async () => sample(await scrape(), "encore_live_parties"),
      (live) => live === parties,
    );
    expect(sample(await scrape(), "encore_connected_sockets")).toBe(sockets);
  });

  it("a command sent is counted and timed to its answer; a refused one by its code", async () => {
    const { phone } = await party();
    const before = await scrape();
    const queued = { event: "QUEUE_SONG" };
    const unknownSong = { code: "song_not_in_catalogue" };

    expect(await phone.ack("QUEUE_SONG", { song: { db_id: await songId("Hello") } })).toEqual({
      ok: true,
    });
    expect(await phone.ack("QUEUE_SONG", { song: { db_id: 999_999 } })).toMatchObject({
      ok: false,
      code: "song_not_in_catalogue",
    });
    // A client that asks no acknowledgement is answered by ERROR alone: counted all the same.
    const error = phone.next("ERROR");
    phone.emit("QUEUE_SONG", { song: { db_id: 999_998 } });
    expect(await error).toMatchObject({ code: "song_not_in_catalogue" });

    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(grew("encore_commands_total", queued)).toBe(3);
    expect(grew("encore_command_duration_seconds_count", queued)).toBe(3);
    expect(grew("encore_command_duration_seconds_sum", queued)).toBeGreaterThan(0);
    expect(grew("encore_command_refusals_total", unknownSong)).toBe(2);
    // Joins are events too: the party's two made it in.
    expect(sample(after, "encore_commands_total", { event: "JOIN_SESSION" })).toBeGreaterThan(0);
  });

  it("a refusal at the edge (a wrong session code) is counted by its code", async () => {
    const phone = await connectDevice(server.url);
    opened.push(phone);
    const before = sample(await scrape(), "encore_command_refusals_total", {
      code: "session_not_found",
    });
    expect(await phone.ack("JOIN_SESSION", { code: "ZZZ999" })).toMatchObject({
      ok: false,
      code: "session_not_found",
    });
    const after = sample(await scrape(), "encore_command_refusals_total", {
      code: "session_not_found",
    });
    expect(after).toBe(before + 1);
  });

  it("searches are timed, through /api/search and /api/songs?q= alike", async () => {
    const before = sample(await scrape(), "encore_search_duration_seconds_count");
    expect((await server.request("/api/search?q=hello")).status).toBe(200);
    expect((await server.request("/api/songs?q=queen")).status).toBe(200);
    const after = await scrape();
    expect(sample(after, "encore_search_duration_seconds_count")).toBe(before + 2);
    expect(sample(after, "encore_search_duration_seconds_bucket", { le: "+Inf" })).toBe(before + 2);
  });

  it("each server counts into its own registry", async () => {
    const text = await scrape(other);
    expect(sample(text, "encore_commands_total", { event: "QUEUE_SONG" })).toBe(0);
    expect(sample(text, "encore_search_duration_seconds_count")).toBe(0);
    expect(sample(text, "encore_live_parties")).toBe(0);
  });
});
