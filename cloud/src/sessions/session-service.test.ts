// The service's order of work: commit, broadcast, and only then count the plays, so that a failed
// play count neither hides a committed change from the devices nor turns a retry into a duplicate.
import type { KyselyPlugin, PluginTransformQueryArgs, RootOperationNode } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findSong } from "../catalogue/catalogue-repository.js";
import { createLogger } from "../logger.js";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-database.js";
import { createSessionService, type SessionService } from "./session-service.js";
import { createInProcessLock } from "./concurrency/session-lock.js";
import { DEFAULT_TIMINGS, type SessionEvent } from "./session-state.js";
import { createDbSessionStore, sessionWriterFor } from "./storage/session-store.js";

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

// Two services on one database stand for two instances. The first try of a command takes no
// cross-instance lock; losing the race to the other instance's write is a conflict, retried under
// the lock, and the session's next commands on that instance take the lock first for a while.
describe("a command racing another instance's write", () => {
  function instance(lockUses: string[], onSave?: () => Promise<void>) {
    const store = createDbSessionStore(database.db, sessionWriterFor(database));
    const local = createInProcessLock();
    return createSessionService({
      db: database.db,
      store: {
        ...store,
        async save(session, code, write) {
          await onSave?.();
          return store.save(session, code, write);
        },
      },
      lock: {
        run: (code, task) => local.run(code, task),
        inOrder: (code, task) =>
          local.inOrder(code, () =>
            task((inner) => {
              lockUses.push(code);
              return inner();
            }),
          ),
      },
      timings: DEFAULT_TIMINGS,
      now: Date.now,
      broadcast: (code, events, before) => broadcasts.push({ code, events, before }),
      logger: createLogger("warn", { write: (line: string) => void logLines.push(line) }),
    });
  }

  it("retries under the lock, applies once, and takes the lock first for the next command", async () => {
    const other = instance([]);
    let interfere = true;
    const lockUses: string[] = [];
    // Between this instance's read and its save, the other instance queues a song.
    const racing = instance(lockUses, async () => {
      if (!interfere) return;
      interfere = false;
      expect(await other.execute(code, queue("PH2"))).toMatchObject({ ok: true });
    });
    const code = await service.create();

    expect(await racing.execute(code, queue("PH3"), "op-race")).toEqual({
      ok: true,
      duplicate: false,
    });
    expect(lockUses).toEqual([code]);
    const state = await service.get(code);
    expect([state?.current?.id, ...(state?.queue ?? []).map((item) => item.id)]).toEqual([
      "PH2",
      "PH3",
    ]);
    // Every broadcast of the session numbered on from the one before: nothing was overwritten.
    const versions = broadcasts.filter((b) => b.code === code).map((b) => b.before);
    expect(versions).toEqual([0, 2]);

    // The next command of the session on this instance goes straight to the lock.
    expect(await racing.execute(code, queue("PH4"))).toMatchObject({ ok: true });
    expect(lockUses).toEqual([code, code]);
  });

  it("takes no lock when nobody else wrote", async () => {
    const lockUses: string[] = [];
    const alone = instance(lockUses);
    const code = await service.create();
    expect(await alone.execute(code, queue("PH2"))).toMatchObject({ ok: true });
    expect(await alone.execute(code, queue("PH3"))).toMatchObject({ ok: true });
    expect(lockUses).toEqual([]);
  });
});
