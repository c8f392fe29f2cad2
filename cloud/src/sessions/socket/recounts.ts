// Corrects a device_count that had to be made without every instance's answer. The cluster counts
// an instance until Redis drops its connection: at once when its process dies, but only when TCP
// keepalive gives up when its machine is lost. Until then a count waits 2 s for its answer, then
// counts this instance's devices only, and devices are told that number, which nothing else would
// correct. So such a session is counted again a little later, then less and less often while
// counts stay partial, and every device is told the right number. One recount pending per
// session: a burst of joins costs one count more, and a long outage one every minute at most.

export type DeviceCountEvent = "DEVICE_JOINED" | "DEVICE_LEFT";

export interface RecountDeps {
  /** The wait before the first recount; doubled after each one still partial, up to `maxDelayMs`. */
  delayMs: number;
  maxDelayMs: number;
  /** Counts the session's devices; `partial` when an instance did not answer in time. */
  count(code: string): Promise<{ count: number; partial: boolean }>;
  /** Tells every device of the session (`{device_count}`, docs/protocol.md#server-events). */
  announce(code: string, event: DeviceCountEvent, deviceCount: number): void;
  onError(error: unknown): void;
}

export interface Recounts {
  /** A count of the session, `told` devices, was partial: count it again in a while. */
  schedule(code: string, told: number): void;
  /** Drops pending recounts (shutting down). */
  stop(): void;
}

export function createRecounts(deps: RecountDeps): Recounts {
  /** Per session: the last partial count (what devices may have been told last). */
  const pending = new Map<string, { told: number; timer: NodeJS.Timeout }>();
  let stopped = false;

  async function recount(code: string, told: number, attempt: number): Promise<void> {
    const { count, partial } = await deps.count(code);
    if (stopped) return;
    // Still partial: the instance is not dropped yet. Announcing would repeat a wrong number.
    if (partial) return schedule(code, told, attempt + 1);
    // Either event carries the count; the name says which way it moved from what was told.
    deps.announce(code, count >= told ? "DEVICE_JOINED" : "DEVICE_LEFT", count);
  }

  function schedule(code: string, told: number, attempt = 0): void {
    if (stopped) return;
    const waiting = pending.get(code);
    if (waiting) {
      waiting.told = told;
      return;
    }
    const delay = Math.min(deps.delayMs * 2 ** attempt, deps.maxDelayMs);
    const timer = setTimeout(() => {
      const latest = pending.get(code)?.told ?? told;
      pending.delete(code);
      recount(code, latest, attempt).catch(deps.onError);
    }, delay);
    timer.unref();
    pending.set(code, { told, timer });
  }

  return {
    schedule: (code, told) => schedule(code, told),
    stop() {
      stopped = true;
      for (const { timer } of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
