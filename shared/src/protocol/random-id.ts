// Random ids the clients make: a command's op_id, the random part of a device id. The browser's
// crypto.randomUUID exists only in a secure context; a phone that reached the cloud at a plain-http
// home-network address (http://192.168…, docs/remote.md) has crypto.getRandomValues only, so the
// same version-4 UUID is made from it there.
export function randomId(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // variant 10
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
