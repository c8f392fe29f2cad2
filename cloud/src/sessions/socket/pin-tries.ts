// Wrong host PINs, counted per device of a party (docs/security.md, "The host PIN"): after
// MAX_WRONG_PINS in a window the device is refused until the first of them is WINDOW_MS old, so
// the 10,000 PINs cannot be tried from a script. Kept on the instance the device is connected
// to; a device that moves instances starts afresh there, still far from 10,000.
export const MAX_WRONG_PINS = 5;
export const PIN_WINDOW_MS = 10 * 60_000;
/** Devices counted at once; the oldest are forgotten past it (memory stays bounded). */
const MAX_DEVICES = 10_000;

export interface PinTries {
  /** How long this device must wait before trying again, or null when it may. */
  blockedFor(code: string, deviceId: string): number | null;
  wrong(code: string, deviceId: string): void;
}

export function createPinTries(now: () => number = Date.now): PinTries {
  const tries = new Map<string, number[]>();
  const recent = (key: string) => {
    const at = now();
    const kept = (tries.get(key) ?? []).filter((time) => at - time < PIN_WINDOW_MS);
    if (kept.length === 0) tries.delete(key);
    else tries.set(key, kept);
    return kept;
  };
  return {
    blockedFor(code, deviceId) {
      const kept = recent(`${code}:${deviceId}`);
      if (kept.length < MAX_WRONG_PINS) return null;
      return (kept[0] ?? now()) + PIN_WINDOW_MS - now();
    },
    wrong(code, deviceId) {
      const key = `${code}:${deviceId}`;
      const kept = recent(key);
      tries.delete(key);
      tries.set(key, [...kept, now()]);
      if (tries.size > MAX_DEVICES) {
        const oldest = tries.keys().next().value;
        if (oldest !== undefined) tries.delete(oldest);
      }
    },
  };
}
