// Assembles live sessions: the store (database, with a memory cache when this is the only
// instance), the lock, the service, the socket.io server at /ws, presence and the jobs. The HTTP
// router is made by the app, which also knows who is signed in (session-router.ts).
import { RateLimiterMemory } from "rate-limiter-flexible";
import { Server, type ServerOptions } from "socket.io";
import type { DatabaseHandle } from "../db/database.js";
import type { Logger } from "../logger.js";
import { createJoinLimits, type JoinLimits } from "../security/join-limits.js";
import { socketOriginOptions } from "../security/socket-origin.js";
import {
  createSessionJobs,
  DEFAULT_JOB_INTERVALS,
  type SessionJobIntervals,
  type SessionJobs,
} from "./session-jobs.js";
import { createInProcessLock, type SessionLock } from "./session-lock.js";
import type { PlayCounter } from "./play-counter.js";
import { createSessionService, type SessionService } from "./session-service.js";
import { DEFAULT_TIMINGS, type SessionTimings } from "./session-state.js";
import {
  createDbSessionStore,
  sessionWriterFor,
  withMemoryCache,
  type SessionStore,
} from "./session-store.js";
import type { AccountOfToken } from "./socket/handshake-identity.js";
import { createPresence, type Presence } from "./socket/presence.js";
import { registerSessionHandlers } from "./socket/socket-handlers.js";
import { SOCKET_SERVER_OPTIONS } from "./socket/socket-options.js";
import { sessionRoom, type SessionServer } from "./socket/socket-types.js";
import { createVideoErrorReporter } from "./video-failures.js";

/** Bursts of a dozen commands are fine; more than 20 in 4 seconds from one socket is a flood. */
export const COMMAND_RATE = { points: 20, duration: 4 };
/**
 * A party of 50 phones acting at once, twice, is 100 commands; 120 in 10 seconds from one session
 * is a flood, each command carrying the whole queue to every device (docs/performance.md, Burst).
 * Counted per instance: with several, a party spread over them gets a share on each.
 */
export const SESSION_COMMAND_RATE = { points: 120, duration: 10 };

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
  mayCreateSession?: (address: string) => Promise<string | null>;
  /** Browser pages of this origin (and the cloud's own) may open a socket; default: own only. */
  publicUrl?: string;
  /** TRUST_PROXY: the client's address and scheme are the ones the proxy forwards. */
  trustProxy?: boolean;
  /** Who a login cookie sent with the handshake belongs to; default: nobody (all guests). */
  accountOf?: AccountOfToken;
  /** Limits on wrong session codes; in Redis when several instances share them. */
  joinLimits?: JoinLimits;
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
    ...socketOriginOptions(options.publicUrl ?? "http://localhost", options.trustProxy ?? false),
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const presence = createPresence(io, logger);
  const joinLimits = options.joinLimits ?? createJoinLimits();
  const lock = options.lock ?? createInProcessLock();
  const service = createSessionService({
    db,
    store,
    lock,
    timings: options.timings ?? DEFAULT_TIMINGS,
    now,
    logger,
    ...(options.playCounter ? { playCounter: options.playCounter } : {}),
    onDue: (at) => jobs.wake(at),
    broadcast: (code, events, before) => {
      const room = io.to(sessionRoom(code));
      for (const [index, event] of events.entries()) {
        // Numbered on from the session's version: with several instances, events can reach a
        // device out of order, and the client puts them back in order (docs/decisions.md).
        (room.emit as (name: string, data: unknown) => boolean)(event.type, {
          ...event.data,
          version: before + 1 + index,
        });
      }
    },
  });
  registerSessionHandlers(io, {
    service,
    lock,
    presence,
    limiter: new RateLimiterMemory(COMMAND_RATE),
    mayCreateSession: options.mayCreateSession ?? (() => Promise.resolve(null)),
    onVideoError: createVideoErrorReporter({ db, service, now, logger }),
    sessionLimiter: new RateLimiterMemory(SESSION_COMMAND_RATE),
    joinLimits,
    accountOf: options.accountOf ?? (() => Promise.resolve(undefined)),
    trustProxy: options.trustProxy ?? false,
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
  });
  return { io, joinLimits, service, store, presence, jobs };
}
