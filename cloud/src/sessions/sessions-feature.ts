// Assembles live sessions: the store (database, with a memory cache when this is the only
// instance), the lock, the service, the socket.io server at /ws, presence and the jobs. The HTTP
// router is made by the app, which also knows who is signed in (session-router.ts).
import { MAX_SOCKETS_PER_SESSION, type Problem } from "@encore/shared";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { Server, type ServerOptions } from "socket.io";
import type { DatabaseHandle } from "../db/database-handle.js";
import type { Logger } from "../logger.js";
import { createJoinLimits, type JoinLimits } from "../security/join-limits.js";
import { memoryRateLimiters, type RateLimiterFactory } from "../security/rate-limits.js";
import { allowedHosts, type AllowedHosts } from "../security/allowed-hosts.js";
import { socketOriginOptions } from "../security/socket-origin.js";
import { createBroadcastCoalescer } from "./broadcast-coalescer.js";
import {
  createSessionJobs,
  DEFAULT_JOB_INTERVALS,
  type SessionJobIntervals,
  type SessionJobs,
} from "./session-jobs.js";
import { createInProcessLock, type SessionLock } from "./concurrency/session-lock.js";
import type { PlayCounter } from "./play-counter.js";
import { createSessionService, type SessionService } from "./session-service.js";
import { DEFAULT_TIMINGS, type SessionTimings } from "./session-state.js";
import {
  createDbSessionStore,
  sessionWriterFor,
  withMemoryCache,
  type SessionStore,
} from "./storage/session-store.js";
import type { AccountOfToken } from "./socket/handshake-identity.js";
import { createPresence, type Presence } from "./socket/presence.js";
import { createLaggingSockets } from "./socket/lagging-sockets.js";
import { registerSessionHandlers } from "./socket/socket-handlers.js";
import type { MeasureCommand } from "./socket/session-handler-deps.js";
import { SOCKET_SERVER_OPTIONS } from "./socket/socket-options.js";
import { sessionRoom, type SessionServer } from "./socket/socket-types.js";
import { createHiddenSongRestorer, createVideoErrorReporter } from "./video-failures.js";

/** Bursts of a dozen commands are fine; more than 20 in 4 seconds from one socket is a flood. */
export const COMMAND_RATE = { points: 20, duration: 4 };
/**
 * A session's broadcasts go out at most once per tick: in a burst, the commands of a tick share
 * one broadcast of the newest queue, so the cost of a burst no longer grows with its commands
 * (broadcast-coalescer.ts; docs/performance.md, Burst). A lone command is sent at once.
 */
export const BROADCAST_TICK_MS = 50;
/**
 * A long queue stretches the tick: a device is sent at most 1,000 queue items a second (about
 * 0.4 MB), so in a burst a 420-song queue goes out about twice a second, not twenty times.
 */
export const BROADCAST_ITEMS_PER_SECOND = 1_000;
/**
 * Commands of a session waiting on this instance: as many as every socket the session may have
 * can send at once under COMMAND_RATE. A party sending faster than its commands apply waits in
 * line; past this many waiting, a device already holding its share of the line (1/50th) is
 * refused, with ERRORS.partyBacklog, and the others still get in (socket/command-line.ts).
 */
export const MAX_WAITING_COMMANDS = MAX_SOCKETS_PER_SESSION * COMMAND_RATE.points;

export interface SessionOptions {
  timings?: SessionTimings;
  intervals?: SessionJobIntervals;
  now?: () => number;
  /** One instance may keep sessions in memory in front of the database. */
  singleInstance?: boolean;
  lock?: SessionLock;
  /** socket.io's adapter when several instances share the sessions (REDIS_URL). */
  adapter?: ServerOptions["adapter"];
  /** Which song starts raise view_count; shared through Redis when there are several instances. */
  playCounter?: PlayCounter;
  /** Null when an address may start another party, else why not; always null when not given. */
  mayCreateSession?: (address: string) => Promise<Problem | null>;
  /** Browser pages of this origin (and the cloud's own) may open a socket; default: own only. */
  publicUrl?: string;
  /** TRUST_PROXY: the client's address and scheme are the ones the proxy forwards. */
  trustProxy?: boolean;
  /** The names sockets may be opened at; default: PUBLIC_URL's, localhost, the machine's own. */
  allowedHosts?: AllowedHosts;
  /** Who a login cookie sent with the handshake belongs to; default: nobody (all guests). */
  accountOf?: AccountOfToken;
  /** Limits on wrong session codes; in Redis when several instances share them. */
  joinLimits?: JoinLimits;
  /** Counts of wrong host PINs and new singers; in Redis when several instances share them. */
  rateLimiters?: RateLimiterFactory;
  /** MAX_WAITING_COMMANDS unless given (tests of the line use a short one). */
  maxWaitingCommands?: number;
  /** Counts and times every socket event and its refusal (metrics/command-metrics.ts). */
  measureCommand?: MeasureCommand;
}

export interface SessionsFeature {
  io: SessionServer;
  /** Wrong session codes, counted over sockets and GET /api/sessions/{code} alike. */
  joinLimits: JoinLimits;
  service: SessionService;
  store: SessionStore;
  presence: Presence;
  jobs: SessionJobs;
}

export function createSessionsFeature(
  database: Pick<DatabaseHandle, "db" | "sqlite">,
  logger: Logger,
  options: SessionOptions = {},
): SessionsFeature {
  const { db } = database;
  const now = options.now ?? Date.now;
  const dbStore = createDbSessionStore(db, sessionWriterFor(database));
  const store = options.singleInstance === false ? dbStore : withMemoryCache(dbStore);
  const io: SessionServer = new Server({
    ...SOCKET_SERVER_OPTIONS,
    ...socketOriginOptions({
      publicUrl: options.publicUrl ?? "http://localhost",
      trustProxy: options.trustProxy ?? false,
      allowedHosts:
        options.allowedHosts ??
        allowedHosts({ publicUrl: options.publicUrl ?? "http://localhost" }),
    }),
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const presence = createPresence(io, logger);
  const joinLimits = options.joinLimits ?? createJoinLimits();
  const lock = options.lock ?? createInProcessLock();
  // Devices still writing an earlier broadcast get the newest state once they can take it.
  const lagging = createLaggingSockets({ io, checkMs: BROADCAST_TICK_MS });
  const broadcasts = createBroadcastCoalescer({
    tickMs: BROADCAST_TICK_MS,
    itemsPerSecond: BROADCAST_ITEMS_PER_SECOND,
    // Numbered: with several instances, events can reach a device out of order, and the client
    // puts them back in order; `since` when one stands for earlier ones too (docs/decisions.md).
    emit: (code, events) => lagging.send(code, events),
    onError: (error, code) => logger.error({ err: error, code }, "could not broadcast"),
  });
  const service = createSessionService({
    db,
    store,
    lock,
    timings: options.timings ?? DEFAULT_TIMINGS,
    now,
    logger,
    ...(options.playCounter ? { playCounter: options.playCounter } : {}),
    onDue: (at) => jobs.wake(at),
    // Through the adapter: the old party's devices on other instances hear it too.
    onMoved: (from, to, except) => {
      const room = io.to(sessionRoom(from));
      (except === undefined ? room : room.except(except)).emit("SESSION_MOVED", to);
    },
    broadcast: (code, events, before) => broadcasts.broadcast(code, events, before),
  });
  registerSessionHandlers(io, {
    service,
    lock,
    presence,
    limiter: new RateLimiterMemory(COMMAND_RATE),
    mayCreateSession: options.mayCreateSession ?? (() => Promise.resolve(null)),
    onVideoError: createVideoErrorReporter({ db, service, now, logger }),
    sent: (code) => broadcasts.sent(code),
    maxWaitingCommands: options.maxWaitingCommands ?? MAX_WAITING_COMMANDS,
    joinLimits,
    rateLimiters: options.rateLimiters ?? memoryRateLimiters,
    accountOf: options.accountOf ?? (() => Promise.resolve(undefined)),
    trustProxy: options.trustProxy ?? false,
    measureCommand: options.measureCommand,
    onActivity: (codes) => {
      store
        .touch(codes, now())
        .catch((error: unknown) => logger.warn({ err: error }, "touch failed"));
    },
    logger,
  });
  const jobs = createSessionJobs({
    service,
    store,
    localSessionCodes: () => presence.localSessionCodes(),
    now,
    intervals: options.intervals ?? DEFAULT_JOB_INTERVALS,
    logger,
    restoreHiddenSongs: createHiddenSongRestorer({ db, now, logger }),
  });
  return { io, joinLimits, service, store, presence, jobs };
}
