// What a guest types to join: the session code (dash, spaces and case do not matter) and the
// singer name (sent as the handshake's `name`; the cloud caps it and removes control characters,
// so the remote does the same first and can recognise its own songs by that name).
import { normalizeSessionCode } from "@encore/shared";

export const SINGER_NAME_MAX = 30;

export type CodeInput = { ok: true; code: string } | { ok: false; message: string };

export function readCodeInput(input: string): CodeInput {
  if (input.trim() === "") return { ok: false, message: "Enter the code shown on the TV" };
  const code = normalizeSessionCode(input);
  if (code === null) {
    return { ok: false, message: "A session code is 6 letters and numbers, like ABC-234" };
  }
  return { ok: true, code };
}

const CONTROL = /[\p{Cc}\p{Cf}]/gu;

/** Trimmed, control characters removed, whitespace collapsed, at most 30 characters. */
export function cleanSingerName(input: string): string {
  const cleaned = input.replace(CONTROL, "").replace(/\s+/g, " ").trim();
  return Array.from(cleaned).slice(0, SINGER_NAME_MAX).join("").trim();
}

export type NameInput = { ok: true; name: string } | { ok: false; message: string };

export function readNameInput(input: string): NameInput {
  const name = cleanSingerName(input);
  return name === "" ? { ok: false, message: "Please enter your name" } : { ok: true, name };
}

/** Where an unknown code sends the guest back to: the form, the code kept, the reason said. */
export function unknownCodeMessage(code: string): string {
  return `No party with the code ${code.slice(0, 3)}-${code.slice(3)}. Check the code on the TV.`;
}
