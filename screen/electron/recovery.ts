// Recovery, as a state machine with its timers injected: a renderer that crashes or hangs is
// reloaded with backoff, an unreachable cloud shows the offline page and is retried with backoff.
// Every event is logged with its count, so a TV that struggles says so in its log.

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface OfflineInfo {
  /** The address the shell is waiting for. */
  url: string;
  /** What went wrong, e.g. `ERR_CONNECTION_REFUSED`. */
  reason: string;
  /** The failed attempts in a row. */
  attempt: number;
  /** When the next try starts. */
  retryInMs: number;
}

export interface RecoveryDeps {
  timers: Timers;
  log(line: string): void;
  /** Loads the cloud's screen into the window. */
  loadCloud(): void;
  /** Shows the offline page with what it waits for. */
  showOffline(info: OfflineInfo): void;
  /** Kills a renderer that hangs (its `render-process-gone` then reloads it). */
  crashRenderer(): void;
  /** Whether an address is the cloud's (a load of the offline page is not). */
  isCloud(url: string): boolean;
}

export interface RecoveryTuning {
  firstDelayMs: number;
  maxDelayMs: number;
  /** How long an unresponsive page may stay so before it is killed and reloaded. */
  hangGraceMs: number;
  /** A page that ran this long since its load starts the backoff again from the first delay. */
  stableMs: number;
}

export const DEFAULT_TUNING: RecoveryTuning = {
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  hangGraceMs: 10_000,
  stableMs: 60_000,
};

/** 1 s, 2 s, 4 s … up to the maximum: attempt 1 waits the first delay. */
export function backoffDelay(attempt: number, tuning: RecoveryTuning = DEFAULT_TUNING): number {
  const doubled = tuning.firstDelayMs * 2 ** Math.max(0, attempt - 1);
  return Math.min(tuning.maxDelayMs, doubled);
}

/** Chromium's "aborted" (a navigation replaced by another): not a failure. */
const ERR_ABORTED = -3;

export type RecoveryState = "loading" | "running" | "offline" | "reloading" | "hung";

export class Recovery {
  private state: RecoveryState = "loading";
  private failedLoads = 0;
  private crashStreak = 0;
  private crashesTotal = 0;
  private hangsTotal = 0;
  private retryTimer: unknown = null;
  private hangTimer: unknown = null;
  private stableTimer: unknown = null;

  constructor(
    private readonly deps: RecoveryDeps,
    private readonly tuning: RecoveryTuning = DEFAULT_TUNING,
  ) {}

  get current(): RecoveryState {
    return this.state;
  }

  get counts(): { crashes: number; hangs: number; failedLoads: number } {
    return { crashes: this.crashesTotal, hangs: this.hangsTotal, failedLoads: this.failedLoads };
  }

  /** The first load, and every load the host asks for (settings saved, reload chord). */
  start(): void {
    this.clear("retryTimer");
    this.state = "loading";
    this.deps.loadCloud();
  }

  /** `did-finish-load`. */
  loaded(url: string): void {
    if (!this.deps.isCloud(url)) return;
    if (this.failedLoads > 0)
      this.deps.log(`cloud reachable again after ${this.failedLoads} failed load(s)`);
    this.failedLoads = 0;
    this.state = "running";
    this.clear("stableTimer");
    this.stableTimer = this.deps.timers.setTimeout(() => {
      this.stableTimer = null;
      this.crashStreak = 0;
    }, this.tuning.stableMs);
  }

  /** `did-fail-load` (main frame only). */
  loadFailed(errorCode: number, description: string, url: string): void {
    if (errorCode === ERR_ABORTED || !this.deps.isCloud(url)) return;
    this.failedLoads += 1;
    const retryInMs = backoffDelay(this.failedLoads, this.tuning);
    this.deps.log(
      `cloud unreachable at ${url} (${description || errorCode}): failed load ${this.failedLoads}, retry in ${retryInMs / 1000} s`,
    );
    this.state = "offline";
    this.deps.showOffline({
      url,
      reason: description || `error ${errorCode}`,
      attempt: this.failedLoads,
      retryInMs,
    });
    this.schedule(retryInMs);
  }

  /** `render-process-gone`: a crash, an out-of-memory kill, or the hang killer's own kill. */
  rendererGone(reason: string, exitCode: number): void {
    this.clear("hangTimer");
    this.clear("stableTimer");
    this.crashesTotal += 1;
    this.crashStreak += 1;
    const delay = backoffDelay(this.crashStreak, this.tuning);
    this.deps.log(
      `renderer gone (${reason}, exit ${exitCode}): crash ${this.crashesTotal} since start, reload in ${delay / 1000} s`,
    );
    this.state = "reloading";
    this.schedule(delay);
  }

  /** `unresponsive`: given a grace period, then killed (and so reloaded). */
  unresponsive(): void {
    if (this.hangTimer !== null) return;
    this.hangsTotal += 1;
    this.deps.log(
      `renderer unresponsive (hang ${this.hangsTotal} since start): killed in ${this.tuning.hangGraceMs / 1000} s unless it recovers`,
    );
    this.state = "hung";
    this.hangTimer = this.deps.timers.setTimeout(() => {
      this.hangTimer = null;
      this.deps.log("renderer still unresponsive: killing it");
      this.deps.crashRenderer();
    }, this.tuning.hangGraceMs);
  }

  /** `responsive`: the page came back by itself. */
  responsive(): void {
    if (this.hangTimer === null) return;
    this.clear("hangTimer");
    this.state = "running";
    this.deps.log("renderer responsive again");
  }

  dispose(): void {
    this.clear("retryTimer");
    this.clear("hangTimer");
    this.clear("stableTimer");
  }

  private schedule(ms: number): void {
    this.clear("retryTimer");
    this.retryTimer = this.deps.timers.setTimeout(() => {
      this.retryTimer = null;
      this.state = "loading";
      this.deps.loadCloud();
    }, ms);
  }

  private clear(timer: "retryTimer" | "hangTimer" | "stableTimer"): void {
    if (this[timer] !== null) this.deps.timers.clearTimeout(this[timer]);
    this[timer] = null;
  }
}
