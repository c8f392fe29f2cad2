// The service's order of work: commit, broadcast, and only then count the plays, so that a failed
// play count neither hides a committed change from the devices nor turns a retry into a duplicate.
import type { KyselyPlugin, PluginTransformQueryArgs, RootOperationNode } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findSong } from "../catalogue/catalogue-repository.js";
import { createLogger } from "../logger.js";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-database.js";
import { createSessionService, type SessionService } from "./session-service.js";
import { createInProcessLock } from "./session-lock.js";
import { DEFAULT_TIMINGS, type SessionEvent } from "./session-state.js";
import { createDbSessionStore, sessionWriterFor } from "./session-store.js";

/** Fails every UPDATE of the songs table (the play count) while `failing` is set. */
class FailingSongUpdates implements KyselyPlugin {
  failing = false;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node;
    if (
      this.failing &&
      node.kind === "UpdateQueryNode" &&
      JSON.stringify(node.table).includes('"songs"')
    )
      throw new Error("view_count write failed");
    return node;
  }

  transformResult: KyselyPlugin["transformResult"] = async (args) => args.result;
}

let database: TestDatabase;
const songUpdates = new FailingSongUpdates();
let logLines: string[];
let broadcasts: { code: string; events: readonly SessionEvent[]; before: number }[];
let service: SessionService;

beforeAll(async () => {
  database = await openTestDatabase();
  await loadCatalogue(database.db, SAMPLE_CATALOGUE);
  service = createSessionService({
    db: database.db.withPlugin(songUpdates),
    store: createDbSessionStore(database.db, sessionWriterFor(database)),
    lock: createInProcessLock(),
    timings: DEFAULT_TIMINGS,
    now: Date.now,
    broadcast: (code, events, before) => broadcasts.push({ code, events, before }),
    logger: createLogger("warn", { write: (line: string) => void logLines.push(line) }),
  });
});

afterAll(async () => {
  await database?.remove();
});

beforeEach(() => {
  songUpdates.failing = false;
  logLines = [];
  broadcasts = [];
});

const queue = (id: string) =>
  ({ type: "QUEUE_SONG", song: { id }, addedBy: { name: "Ann", avatar: null } }) as const;

async function viewCount(id: string): Promise<number> {
  const row = await findSong(database.db, { id });
  return Number(row?.view_count);
}

describe("counting plays", () => {
  it("counts a song that starts", async () => {
    const code = await service.create();
    const before = await viewCount("PH1");
    expect(await service.execute(code, queue("PH1"))).toEqual({ ok: true, duplicate: false });
    expect(broadcasts.flatMap((b) => b.events.map((e) => e.type))).toEqual([
      "SONG_QUEUED",
      "SONG_STARTED",
    ]);
    expect(await viewCount("PH1")).toBe(before + 1);
  });

  it("broadcasts a committed change even when the play count cannot be written", async () => {
    const code = await service.create();
    songUpdates.failing = true;
    expect(await service.execute(code, queue("PH2"), "op-1")).toEqual({
      ok: true,
      duplicate: false,
    });
    expect(broadcasts).toHaveLength(1);
    expect(broadcasts[0]).toMatchObject({ code, before: 0 });
    expect(broadcasts[0]!.events.map((e) => e.type)).toEqual(["SONG_QUEUED", "SONG_STARTED"]);
    expect(logLines.join("\n")).toContain("view_count write failed");
    // The phone's retry of that command is a duplicate because it was applied, and it was seen.
    expect(await service.execute(code, queue("PH2"), "op-1")).toEqual({
      ok: true,
      duplicate: true,
    });
    expect(broadcasts).toHaveLength(1);
  });
});
