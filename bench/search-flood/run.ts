// bench/search-flood: can a search flood stall the parties? The built cloud on a generated
// catalogue (bench/search's generator, through the import CLI), one party (a screen playing a
// song, a phone queueing and removing one, awaiting each acknowledgement, 4 a second), and a
// normal search every 250 ms from another address; three phases of `--seconds` each:
//   quiet      – nothing else;
//   one addr   – `--connections` loops sending `/api/songs?limit=1000&offset=9000&q=s s s s s s s s`
//                again as soon as answered, all from one address (the per-address limit holds);
//   many addr  – the same, each loop from an address of its own (no limit holds: only the read
//                pool keeps the event loop free).
// The flood runs in a process of its own (flood.ts). Figures: docs/performance.md, "Search flood".
//
//   npm run bench:search-flood
//   npm run bench:search-flood -- --songs 20000 --seconds 10 --reuse-import
//   npm run bench:search-flood -- --cloud /elsewhere/cloud/dist/main.js   # another build
import { fork } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  createSessionClient,
  type QueueItem,
  type ServerEventName,
  type SessionClient,
} from "@encore/shared";
import { ms, summarize, type Summary } from "../lib/stats.js";
import { CLOUD_MAIN, ROOT, runNode, startServer } from "../lib/processes.js";
import { generateCatalogue } from "../search/generate.js";
import type { FloodOrders, FloodReport } from "./flood.js";

const { values } = parseArgs({
  options: {
    songs: { type: "string", default: "100000" },
    connections: { type: "string", default: "300" },
    seconds: { type: "string", default: "30" },
    cloud: { type: "string", default: CLOUD_MAIN },
    "reuse-import": { type: "boolean", default: false },
  },
});
const SONGS = Number(values.songs);
const CONNECTIONS = Number(values.connections);
const PHASE_MS = Number(values.seconds) * 1000;
const WORK = path.join(ROOT, "bench/.work/search-flood");
const CSV = path.join(WORK, `catalogue-${SONGS}.csv`);
const DATA_DIR = path.join(WORK, `data-${SONGS}`);
const ATTACK = `/api/songs?limit=1000&offset=9000&q=${encodeURIComponent("s s s s s s s s")}`;
const NORMAL_QUERIES = ["love", "dan", "night fe", "hello", "sta", "we are", "rock", "blue"];
const PARTY_ADDRESS = "192.0.2.1";
const SEARCHER_ADDRESS = "192.0.2.2";

async function prepareCatalogue(): Promise<void> {
  mkdirSync(WORK, { recursive: true });
  if (!existsSync(CSV)) {
    console.log(`generating ${SONGS} songs…`);
    await generateCatalogue(CSV, SONGS);
  }
  if (values["reuse-import"] && existsSync(path.join(DATA_DIR, "encore.sqlite"))) return;
  rmSync(DATA_DIR, { recursive: true, force: true });
  console.log(`importing ${SONGS} songs through the import CLI…`);
  const code = await runNode([path.join(ROOT, "cloud/dist/catalogue/import/import-cli.js"), CSV], {
    DATA_DIR,
  });
  if (code !== 0) throw new Error(`import failed with ${code}`);
}

interface Party {
  screen: SessionClient;
  phone: SessionClient;
  /** The queue as the phone last heard it. */
  queue(): QueueItem[];
}

const QUEUE_EVENTS: ServerEventName[] = [
  "SESSION_JOINED",
  "SONG_QUEUED",
  "SONG_REMOVED",
  "SONG_STARTED",
  "SONG_ENDED",
  "QUEUE_CLEARED",
  "QUEUE_REORDERED",
];

async function openParty(url: string, songs: number[]): Promise<Party> {
  const device = (kind: "screen" | "remote", id: string) =>
    createSessionClient({
      url,
      device: kind,
      deviceId: id,
      name: kind === "remote" ? "Phone" : undefined,
      commandTimeoutMs: 60_000,
      socketOptions: {
        transports: ["websocket"],
        extraHeaders: { "X-Forwarded-For": PARTY_ADDRESS },
      },
    });
  const screen = device("screen", "bench-screen");
  await screen.create();
  const phone = device("remote", "bench-phone");
  let queue: QueueItem[] = [];
  for (const name of QUEUE_EVENTS) {
    phone.on(name, (data) => {
      const heard = (data as { queue?: QueueItem[] }).queue;
      if (heard) queue = heard;
    });
  }
  await phone.join(screen.code as string, { token: screen.joinToken });
  // A song plays on the screen, so the phone's songs wait in the queue.
  const started = await screen.send("QUEUE_SONG", { song: { db_id: songs[0] as number } });
  if (!started.ok) throw new Error(`the screen's song: ${started.message}`);
  return { screen, phone, queue: () => queue };
}

interface PhaseResult {
  commands: Summary;
  refusedCommands: Record<string, number>;
  searches: Summary;
  searchStatuses: Record<string, number>;
  flood: FloodReport | null;
}

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

/**
 * The phone's command round trips, one after another with 250 ms between (under the cloud's 5
 * commands a second per socket), until `until`.
 */
async function partyCommands(party: Party, song: number, until: number) {
  const latencies: number[] = [];
  const refused: Record<string, number> = {};
  while (performance.now() < until) {
    const mine = party.queue().findIndex((item) => item.db_id === song);
    const sentAt = performance.now();
    const ack =
      mine >= 0
        ? await party.phone.send("REMOVE_SONG", {
            index: mine,
            queue_id: (party.queue()[mine] as QueueItem).queue_id,
          })
        : await party.phone.send("QUEUE_SONG", { song: { db_id: song } });
    latencies.push(performance.now() - sentAt);
    if (!ack.ok) refused[ack.message] = (refused[ack.message] ?? 0) + 1;
    // The broadcast may come just after the acknowledgement: wait for it before the next one.
    const deadline = performance.now() + 2000;
    while (
      party.queue().some((item) => item.db_id === song) !== mine < 0 &&
      performance.now() < deadline
    ) {
      await sleep(2);
    }
    await sleep(250);
  }
  return { latencies, refused };
}

/** A guest's ordinary search every 250 ms, from an address of its own, until `until`. */
async function normalSearches(url: string, until: number) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  for (let i = 0; performance.now() < until; i += 1) {
    const q = NORMAL_QUERIES[i % NORMAL_QUERIES.length] as string;
    const sentAt = performance.now();
    const response = await fetch(`${url}/api/songs?q=${encodeURIComponent(q)}&limit=70`, {
      headers: { "X-Forwarded-For": SEARCHER_ADDRESS },
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - sentAt);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    await sleep(250);
  }
  return { latencies, statuses };
}

function startFlood(orders: FloodOrders): { stop(): Promise<FloodReport> } {
  const child = fork(path.join(ROOT, "bench/search-flood/flood.ts"), [JSON.stringify(orders)], {
    execArgv: ["--conditions=source", "--import", "tsx"],
    stdio: "inherit",
  });
  const report = new Promise<FloodReport>((resolve, reject) => {
    child.once("message", (message) => resolve(message as FloodReport));
    child.once("exit", (code) => reject(new Error(`the flood exited (${code})`)));
  });
  return {
    async stop() {
      child.send("stop");
      return report;
    },
  };
}

async function phase(
  url: string,
  party: Party,
  song: number,
  flood: FloodOrders | null,
): Promise<PhaseResult> {
  const flooding = flood ? startFlood(flood) : null;
  // Let the flood reach full strength before measuring.
  if (flooding) await sleep(2000);
  const until = performance.now() + PHASE_MS;
  const [commands, searches] = await Promise.all([
    partyCommands(party, song, until),
    normalSearches(url, until),
  ]);
  const report = flooding ? await flooding.stop() : null;
  // The flood's last answers drain before the next phase.
  if (flooding) await sleep(3000);
  return {
    commands: summarize(commands.latencies),
    refusedCommands: commands.refused,
    searches: summarize(searches.latencies),
    searchStatuses: searches.statuses,
    flood: report,
  };
}

async function catalogueSongs(url: string): Promise<number[]> {
  const response = await fetch(`${url}/api/songs/popular?limit=2`);
  const body = (await response.json()) as { songs: { db_id: number }[] };
  return body.songs.map((song) => song.db_id);
}

function floodLine(report: FloodReport | null): string {
  if (!report) return "–";
  const answers = Object.values(report.statuses).reduce((sum, n) => sum + n, 0);
  const byStatus = Object.entries(report.statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(", ");
  return `${Math.round(answers / report.seconds)} req/s (${byStatus})`;
}

async function main(): Promise<void> {
  await prepareCatalogue();
  const cloud = await startServer([values.cloud], {
    DATA_DIR,
    SEED_CATALOGUE: "0",
    TRUST_PROXY: "1",
    LOG_LEVEL: "info",
  });
  const rows: string[] = [];
  try {
    const songs = await catalogueSongs(cloud.url);
    const party = await openParty(cloud.url, songs);
    // Warm up: the code paths, the page cache.
    await phase(cloud.url, party, songs[1] as number, null);
    const phases: [string, FloodOrders | null][] = [
      ["quiet", null],
      [
        `${CONNECTIONS} connections, one address`,
        { url: cloud.url, connections: CONNECTIONS, addresses: "one", path: ATTACK },
      ],
      [
        `${CONNECTIONS} connections, ${CONNECTIONS} addresses`,
        { url: cloud.url, connections: CONNECTIONS, addresses: "many", path: ATTACK },
      ],
    ];
    rows.push(
      "| flood | command p50 ms | command p99 ms | command max ms | search p50 ms | search p99 ms | flood answers |",
      "|---|---|---|---|---|---|---|",
    );
    for (const [label, orders] of phases) {
      console.log(`phase: ${label}…`);
      const result = await phase(cloud.url, party, songs[1] as number, orders);
      const searchErrors = Object.entries(result.searchStatuses).filter(([s]) => s !== "200");
      rows.push(
        `| ${label} | ${ms(result.commands.p50)} | ${ms(result.commands.p99)} | ${ms(result.commands.max)} | ` +
          `${ms(result.searches.p50)} | ${ms(result.searches.p99)} | ${floodLine(result.flood)} |`,
      );
      if (Object.keys(result.refusedCommands).length > 0 || searchErrors.length > 0)
        console.log(
          `  refused commands: ${JSON.stringify(result.refusedCommands)}; searches not 200: ${JSON.stringify(searchErrors)}`,
        );
      console.log(rows.at(-1));
    }
    party.phone.close();
    party.screen.close();
  } finally {
    await cloud.stop();
  }
  console.log(
    `\n${SONGS} songs, ${CONNECTIONS} flood connections, ${PHASE_MS / 1000} s a phase; ` +
      `commands: ${Math.round(PHASE_MS / 250)} at most a phase (one at a time, 250 ms apart)\n`,
  );
  console.log(rows.join("\n"));
}

await main();
