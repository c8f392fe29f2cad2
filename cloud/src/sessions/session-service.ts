// Runs commands against a session: one at a time on this instance (the lock), the stored state
// read, the machine applied, the new state committed if no one else wrote first, and only then the
// events broadcast.
import {
  normalizeSessionCode,
  problem,
  SESSION_NOT_FOUND,
  type AddedByUser,
  type MovedFrom,
  type PartySettings,
  type Problem,
  type SongRef,
} from "@encore/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { findSong } from "../catalogue/catalogue-repository.js";
import { presentSong } from "../catalogue/song-presenter.js";
import type { Logger } from "../logger.js";
import { createPlayCounter, memoryRecentMarks, type PlayCounter } from "./play-counter.js";
import { recordPlays } from "./storage/play-record.js";
import { createRecentSongs } from "./storage/recent-songs.js";
import { reportLength } from "./storage/learned-lengths.js";
import { addressKey } from "../security/client-address.js";
import { createContention } from "./concurrency/contention.js";
import { issueTokens, screenTokenOpens, type StoredTokens } from "./join-tokens.js";
import { generateSessionCode } from "./session-code-generator.js";
import type { Exclusive, SessionLock } from "./concurrency/session-lock.js";
import { applyCommand, dueAt } from "./session-machine.js";
import { randomInt } from "node:crypto";
import {
  EMPTY_SESSION,
  withDefaults,
  type Actor,
  type CatalogueSong,
  type SessionCommand,
  type SessionEvent,
  type SessionState,
  type SessionTimings,
} from "./session-state.js";
import type { SessionStore } from "./storage/session-store.js";

/** A command as a client sends it: songs named by reference, looked up in the catalogue here. */
export type SessionRequest =
  | { type: "QUEUE_SONG"; song: SongRef; addedBy: AddedByUser }
  | { type: "PLAY_SONG"; song: SongRef; addedBy: AddedByUser }
  | Exclude<SessionCommand, { type: "QUEUE_SONG" | "PLAY_SONG" }>;

/**
 * `version`: the stored version `freshState` is at, for the snapshot it is sent as. `unchanged`:
 * applied, and it changed nothing (a Pause while paused), like a refusal a cost to its sender.
 */
export type ExecuteOutcome =
  | { ok: true; duplicate: boolean; unchanged?: true }
  | ({ ok: false; freshState: SessionState | null; version?: number } & Problem);

/**
 * `before`: the session's stored version before the command. Its events are numbered on from
 * there, one each (the stored version once committed is the last one's), so a device can put
 * events from several instances back in order (shared/src/protocol/event-order.ts).
 */
export type Broadcast = (code: string, events: readonly SessionEvent[], before: number) => void;

export interface SessionServiceDeps {
  db: Kysely<Database>;
  store: SessionStore;
  lock: SessionLock;
  timings: SessionTimings;
  now: () => number;
  broadcast: Broadcast;
  logger: Logger;
  /** Which song starts raise view_count (play-counter.ts); in memory when not given. */
  playCounter?: PlayCounter;
  /** Told when a committed command set a session's timer, so it fires on time, not at a poll. */
  onDue?: (at: number) => void;
  /**
   * Told when a party moved to a new one (its screen started it with `moved_from`): its devices,
   * on every instance, are told where (but not `except`, the socket that created the new one).
   */
  onMoved?: (from: string, to: { code: string; join_token: string }, except?: string) => void;
}

/**
 * Who sent a command: its client address, for play counting, and who they are in the party, for
 * what only the host may do; none for the cloud's own timer.
 */
export interface CommandOrigin {
  address: string;
  actor?: Actor;
}

export const SONG_NOT_FOUND = "That song is not in the catalogue";
const REFUSALS = {
  sessionNotFound: problem("session_not_found", SESSION_NOT_FOUND),
  songNotFound: problem("song_not_in_catalogue", SONG_NOT_FOUND),
};
/** Tries under the cross-instance lock after a first try lost to another instance's write. */
const MAX_WRITE_ATTEMPTS = 5;

/** A new session as its creator learns it (POST /sessions, SESSION_CREATED). */
export interface NewSession {
  code: string;
  screen_token: string;
  join_token: string;
}

export interface SessionService {
  /** A new session; its code (createWithTokens tells its tokens too). */
  create(): Promise<string>;
  /**
   * A new session with its tokens, issued here (join-tokens.ts). With `movedFrom` whose screen
   * token opens that session, the new one takes its settings and its devices are sent along
   * (docs/protocol.md#session-moved); a wrong token moves nothing, and the session is new anyway.
   * `creator`: the socket that asked, not told of the move it made.
   */
  createWithTokens(movedFrom?: MovedFrom, creator?: string): Promise<NewSession>;
  /** The session's stored tokens, to check a join's; null when there is no such session. */
  tokens(code: string): Promise<StoredTokens | null>;
  get(code: string): Promise<SessionState | null>;
  /** The state with its version: a snapshot the events that follow it continue (SESSION_JOINED). */
  getVersioned(code: string): Promise<{ state: SessionState; version: number } | null>;
  execute(
    code: string,
    request: SessionRequest,
    opId?: string,
    origin?: CommandOrigin,
  ): Promise<ExecuteOutcome>;
  /**
   * Applies a command of the cloud's own while the caller already holds the session's lock
   * (lock.run, as a join does): versioned like every command, tried again when another
   * instance's write came first; null when other instances' writes kept coming first (their
   * commands take no lock until they conflict themselves), for the caller to do without.
   */
  executeHeld(code: string, command: SessionCommand): Promise<ExecuteOutcome | null>;
}

export function createSessionService(deps: SessionServiceDeps): SessionService {
  const { db, store, lock, timings, now, broadcast } = deps;
  const playCounter = deps.playCounter ?? createPlayCounter(memoryRecentMarks());

  const recentSongs = createRecentSongs<CatalogueSong>(now);
  const contention = createContention(now);

  async function lookUp(ref: SongRef): Promise<CatalogueSong | null> {
    const recent = recentSongs.get(ref);
    if (recent) return recent;
    const row = await findSong(db, { db_id: ref.db_id ?? undefined, id: ref.id ?? undefined });
    if (!row) return null;
    const song = { ...presentSong(row), length_ms: row.duration_s ? row.duration_s * 1000 : null };
    recentSongs.remember(ref, song);
    return song;
  }

  async function toCommand(request: SessionRequest): Promise<SessionCommand | null> {
    if (request.type !== "QUEUE_SONG" && request.type !== "PLAY_SONG") return request;
    const song = await lookUp(request.song);
    if (!song) return null;
    return request.type === "QUEUE_SONG"
      ? { type: "QUEUE_SONG", song, addedBy: request.addedBy }
      : { type: "PLAY_SONG", song, addedBy: request.addedBy };
  }

  /** A session as stored, with the defaults of what older sessions were stored without. */
  async function load(code: string) {
    const stored = await store.load(code);
    return stored ? { ...stored, state: withDefaults(stored.state) } : null;
  }

  /**
   * A screen's reported length: kept for the party with its song (the machine did), and offered
   * to the shared catalogue, which takes it only when it agrees or several parties' screens agree
   * (storage/learned-lengths.ts). A length learned is seen by the next party at once, not when
   * this instance's cached record of the song expires.
   */
  async function learnLength(
    song: CatalogueSong,
    durationS: number,
    code: string,
    address: string,
  ): Promise<void> {
    const learned = await reportLength(db, {
      songId: song.db_id,
      durationS,
      session: code,
      address: addressKey(address),
      at: new Date(now()),
    });
    if (learned) recentSongs.forget(song);
  }

  /**
   * Notes who queued a song, then raises the counts of the started songs that may count and
   * records their starts (storage/play-record.ts).
   */
  async function countPlays(
    code: string,
    command: SessionCommand,
    started: number[],
    origin: CommandOrigin | undefined,
  ): Promise<void> {
    if (origin && (command.type === "QUEUE_SONG" || command.type === "PLAY_SONG"))
      await playCounter.queued(code, command.song.db_id, origin.address);
    if (started.length === 0) return;
    const songIds = await playCounter.countable(code, started, origin?.address);
    await recordPlays(db, songIds, new Date(now()));
  }

  /**
   * One try: the stored state read, the machine applied, the new state saved if the stored
   * version is still the one read ("conflict" when another instance wrote first), and only then
   * the events broadcast.
   */
  async function attempt(
    code: string,
    command: SessionCommand | null,
    opId: string | undefined,
    origin: CommandOrigin | undefined,
  ): Promise<ExecuteOutcome | "conflict"> {
    const stored = await load(code);
    if (!stored) return { ok: false, ...REFUSALS.sessionNotFound, freshState: null };
    if (!command) return { ok: false, ...REFUSALS.songNotFound, freshState: null };
    const at = now();
    const result = applyCommand(stored.state, command, { now: at, timings, actor: origin?.actor });
    if (!result.ok) {
      // A command applied before, retried after its acknowledgement was lost, may be refused
      // now (the song it removed is gone): it is a duplicate, not an error.
      if (opId !== undefined && (await store.hasOp(code, opId)))
        return { ok: true, duplicate: true };
      return {
        ok: false,
        ...problem(result.code, result.message, result.params),
        freshState: result.resync ? stored.state : null,
        version: stored.version,
      };
    }
    const changed =
      result.events.length > 0 || JSON.stringify(result.state) !== JSON.stringify(stored.state);
    if (!changed && opId === undefined) return { ok: true, duplicate: false, unchanged: true };

    // Committed before anything is broadcast: a change a device saw survives a crash.
    const due = dueAt(result.state);
    const dueChanged = due !== dueAt(stored.state);
    const saved = await store.save({ state: result.state, version: stored.version }, code, {
      versionStep: result.events.length,
      ...(dueChanged ? { dueAt: due } : {}),
      ...(opId === undefined ? {} : { op: { id: opId, at } }),
    });
    if (saved === "conflict") return "conflict";
    if (saved === "duplicate") return { ok: true, duplicate: true };
    broadcast(code, result.events, stored.version);
    if (dueChanged && due !== null) deps.onDue?.(due);
    // After the broadcast, and never failing the command: it is committed, so devices must hear
    // of it, and a retry of its op_id is a duplicate. A play not counted is a popularity blip.
    const started = result.started.map((item) => item.db_id);
    await countPlays(code, command, started, origin).catch((error: unknown) =>
      deps.logger.error({ err: error, code }, "could not count the plays of a started song"),
    );
    if (command.type === "VIDEO_INFO" && stored.state.current && origin)
      await learnLength(stored.state.current, command.durationS, code, origin.address).catch(
        (error: unknown) =>
          deps.logger.error({ err: error, code }, "could not keep a song's reported length"),
      );
    return { ok: true, duplicate: false, ...(changed ? {} : { unchanged: true as const }) };
  }

  /**
   * The first try takes no cross-instance lock (one instance never conflicts; with several, the
   * versioned save catches another's write). After a conflict the retries run under the lock, and
   * so do this session's next commands for a while: in a burst spread over instances, each soon
   * queues on the lock instead of racing the others' tries.
   */
  async function run(
    code: string,
    request: SessionRequest,
    opId: string | undefined,
    origin: CommandOrigin | undefined,
    exclusive: Exclusive,
  ): Promise<ExecuteOutcome> {
    const command = await toCommand(request);
    if (!contention.isContended(code)) {
      const first = await attempt(code, command, opId, origin);
      if (first !== "conflict") return first;
      contention.conflicted(code);
    }
    return exclusive(async () => {
      for (let tries = 1; tries <= MAX_WRITE_ATTEMPTS; tries += 1) {
        const outcome = await attempt(code, command, opId, origin);
        if (outcome !== "conflict") return outcome;
        contention.conflicted(code);
      }
      throw new Error(
        `session ${code}: gave up after ${MAX_WRITE_ATTEMPTS} conflicting writes under the lock`,
      );
    });
  }

  /** The party a screen leaves, when its screen token proves the screen is that party's. */
  async function provenOrigin(
    movedFrom: MovedFrom,
  ): Promise<{ code: string; settings: PartySettings } | null> {
    const code = normalizeSessionCode(movedFrom.code);
    if (!code) return null;
    const tokens = await store.tokens(code);
    if (!screenTokenOpens(tokens, { screen_token: movedFrom.screen_token })) return null;
    const stored = await load(code);
    return stored ? { code, settings: stored.state.settings } : null;
  }

  /**
   * Marks the old party moved and tells its devices. Its idle clock starts again now, so the mark
   * answers joins of the old code for the 24 hours a session lives (session-jobs.ts), and no
   * longer: a refused join does not keep it alive.
   */
  async function moveDevices(from: string, to: NewSession, creator?: string): Promise<void> {
    const outcome = await execute(from, {
      type: "MOVED_TO",
      code: to.code,
      joinToken: to.join_token,
    });
    if (!outcome.ok) return;
    await store.touch([from], now());
    deps.onMoved?.(from, { code: to.code, join_token: to.join_token }, creator);
  }

  async function createWithTokens(movedFrom?: MovedFrom, creator?: string): Promise<NewSession> {
    const origin = movedFrom ? await provenOrigin(movedFrom) : null;
    const { join_token, screen_token, stored } = issueTokens();
    for (;;) {
      const code = generateSessionCode();
      // The host PIN is made with the session and lives as long (docs/product.md#the-host).
      const hostPin = String(randomInt(0, 10_000)).padStart(4, "0");
      // A moved party keeps its settings; its PIN, hosts and queue stay behind.
      const state = { ...EMPTY_SESSION, hostPin, ...(origin ? { settings: origin.settings } : {}) };
      if (await store.create(code, state, now(), stored)) {
        const created = { code, screen_token, join_token };
        if (origin)
          await moveDevices(origin.code, created, creator).catch((error: unknown) =>
            deps.logger.error({ err: error, code: origin.code }, "could not move a party"),
          );
        return created;
      }
    }
  }

  function execute(
    code: string,
    request: SessionRequest,
    opId?: string,
    origin?: CommandOrigin,
  ): Promise<ExecuteOutcome> {
    return lock.inOrder(code, (exclusive) => run(code, request, opId, origin, exclusive));
  }

  return {
    async create() {
      return (await createWithTokens()).code;
    },

    createWithTokens,

    tokens(code) {
      return store.tokens(code);
    },

    async get(code) {
      return (await load(code))?.state ?? null;
    },

    async getVersioned(code) {
      const stored = await load(code);
      return stored ? { state: stored.state, version: stored.version } : null;
    },

    execute,

    async executeHeld(code, command) {
      for (let tries = 1; tries <= MAX_WRITE_ATTEMPTS; tries += 1) {
        const outcome = await attempt(code, command, undefined, undefined);
        if (outcome !== "conflict") return outcome;
        contention.conflicted(code);
      }
      return null;
    },
  };
}
