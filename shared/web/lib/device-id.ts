// The device id (docs/product.md#browser-storage): a hash of browser traits, kept in storage so a
// reload (or a second tab) is the same device to the cloud's device count. A random part keeps two
// identical phones apart. The time zone is read as the clock's UTC offset:
// `Intl.DateTimeFormat().resolvedOptions()` loads the time zone data on first use (186 ms on a
// throttled phone, docs/performance.md).
import { randomId } from "@encore/shared";
import { readStored, STORAGE_KEYS, writeStored } from "./browser-storage";

function hashText(text: string): string {
  // FNV-1a, 32 bits: enough to tell browsers apart inside one party.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function deviceId(): string {
  const stored = readStored(STORAGE_KEYS.deviceId);
  if (stored) return stored;
  const traits = [
    navigator.userAgent,
    navigator.language,
    `${screen.width}x${screen.height}`,
    String(new Date().getTimezoneOffset()),
  ].join("|");
  const random = randomId().slice(0, 8);
  const id = `${hashText(traits)}-${random}`;
  writeStored(STORAGE_KEYS.deviceId, id);
  return id;
}
