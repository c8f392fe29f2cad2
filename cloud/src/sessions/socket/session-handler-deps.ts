// What the socket handlers need from the rest of the cloud (wired in sessions-feature.ts).
import type { ClientEventName, Problem } from "@encore/shared";
import type { RateLimiterMemory } from "rate-limiter-flexible";
import type { Logger } from "../../logger.js";
import type { JoinLimits } from "../../security/join-limits.js";
import type { RateLimiterFactory } from "../../security/rate-limits.js";
import type { SessionLock } from "../concurrency/session-lock.js";
import type { SessionService } from "../session-service.js";
import type { VideoErrorReporter } from "../video-failures.js";
import type { AccountOfToken } from "./handshake-identity.js";
import type { Presence } from "./presence.js";
import type { Ack } from "./socket-errors.js";

/**
 * Told of every client event as it arrives; answers with the acknowledgement to use in its place,
 * which the handlers call once they answer (ok, or the ERROR's code), whether or not the client
 * asked for one (metrics/command-metrics.ts).
 */
export type MeasureCommand = (event: ClientEventName, ack: Ack | undefined) => Ack;

export interface SessionHandlerDeps {
  service: SessionService;
  /** The lock the service runs a session's commands under; joins take it too. */
  lock: SessionLock;
  presence: Presence;
  limiter: RateLimiterMemory;
  /** Null when this address may start another party, else why not (the HTTP call's limit). */
  mayCreateSession: (address: string) => Promise<Problem | null>;
  /** Settles once the session's events broadcast so far have gone out (broadcast-coalescer.ts). */
  sent: (code: string) => Promise<void>;
  /**
   * Commands of one session that may wait here at once; beyond, a device holding its share of
   * them is refused with ERRORS.partyBacklog (command-line.ts).
   */
  maxWaitingCommands: number;
  /** Sockets open at once per client address; MAX_SOCKETS_PER_ADDRESS unless given. */
  maxSocketsPerAddress?: number;
  /** Wrong session codes, counted per address and per socket (security/join-limits.ts). */
  joinLimits: JoinLimits;
  /**
   * Where the counts of wrong host PINs and of new singers are kept: Redis when several instances
   * share the work, else memory (socket/pin-tries.ts, singer-limits.ts).
   */
  rateLimiters: RateLimiterFactory;
  /** The signed-in user of a login cookie sent with the handshake. */
  accountOf: AccountOfToken;
  /** Behind one trusted proxy, the client's address is its last X-Forwarded-For entry. */
  trustProxy: boolean;
  onActivity: (codes: string[]) => void;
  /** Told of every VIDEO_ERROR before it is applied (it may hide the song: video-failures.ts). */
  onVideoError?: VideoErrorReporter;
  /** Counts and times every event, and its refusal (only with METRICS_TOKEN). */
  measureCommand?: MeasureCommand;
  logger: Logger;
}
