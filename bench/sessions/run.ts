// bench/sessions: the session service's CPU per command, without sockets. 1,000 sessions on a
// fresh SQLite file; in each round every session queues three songs and removes them again (six
// commands, each with an op_id as the shared client sends), all sessions at once, so commands
// queue for the one database connection as they do under load. See docs/performance.md.
//
// First it times one song placed with fair turns in a party of 500 songs and 50 singers
// (placement.ts; --placement-only stops there).
//
//   npm run bench:sessions
//   npm run bench:sessions -- --sessions 200 --rounds 50 --no-op-ids
//   npm run bench:sessions -- --placement-only
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openSqlite } from "../../cloud/src/db/database.js";
import { migrateToLatest } from "../../cloud/src/db/migrate.js";
import { createLogger } from "../../cloud/src/logger.js";
import { createSessionsFeature } from "../../cloud/src/sessions/sessions-feature.js";
import type { SessionRequest } from "../../cloud/src/sessions/session-service.js";
import {
  loadCatalogue,
  SAMPLE_CATALOGUE,
} from "../../cloud/src/test-support/catalogue-fixtures.js";
import { reportPlacement } from "./placement.js";

const { values } = parseArgs({
  options: {
    sessions: { type: "string", default: "1000" },
    rounds: { type: "string", default: "20" },
    "no-op-ids": { type: "boolean", default: false },
    "placement-only": { type: "boolean", default: false },
  },
});
reportPlacement();
if (values["placement-only"]) process.exit(0);
const SESSIONS = Number(values.sessions);
const ROUNDS = Number(values.rounds);
const WITH_OP_IDS = !values["no-op-ids"];
const PHONES = 3;

const dir = mkdtempSync(path.join(tmpdir(), "encore-bench-sessions-"));
const database = openSqlite(dir);
await migrateToLatest(database.db);
await loadCatalogue(database.db, SAMPLE_CATALOGUE);
const songs = await database.db.selectFrom("songs").select("id").limit(PHONES).execute();
const { service } = createSessionsFeature(database, createLogger("silent"));
const codes: string[] = [];
for (let i = 0; i < SESSIONS; i += 1) codes.push(await service.create());

let ops = 0;
async function run(code: string, request: SessionRequest): Promise<void> {
  const opId = WITH_OP_IDS ? `bench-${(ops += 1)}-${"x".repeat(24)}` : undefined;
  const outcome = await service.execute(code, request, opId);
  if (!outcome.ok) throw new Error(`${request.type}: ${outcome.message}`);
}

async function round(): Promise<void> {
  await Promise.all(
    codes.map(async (code) => {
      for (const song of songs) {
        const addedBy = { name: "Bench", avatar: null };
        await run(code, { type: "QUEUE_SONG", song: { db_id: song.id }, addedBy });
      }
      // The first song started at once (0 → 1); the other two wait in the queue.
      await run(code, { type: "SKIP_SONG" });
      await run(code, { type: "SKIP_SONG" });
      await run(code, { type: "CLEAR_ALL" });
    }),
  );
}

for (let i = 0; i < 3; i += 1) await round(); // warm-up
const cpuBefore = process.cpuUsage();
const started = performance.now();
for (let i = 0; i < ROUNDS; i += 1) await round();
const cpu = process.cpuUsage(cpuBefore);
const wallMs = performance.now() - started;
const commands = ROUNDS * SESSIONS * (PHONES + 3);
console.log(
  `${commands} commands over ${SESSIONS} sessions${WITH_OP_IDS ? ", with op_ids" : ""}: ` +
    `${((cpu.user + cpu.system) / commands).toFixed(1)} µs of CPU and ` +
    `${((wallMs * 1000) / commands).toFixed(1)} µs of wall time per command`,
);
await database.close();
rmSync(dir, { recursive: true, force: true });
