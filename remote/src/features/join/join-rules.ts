// What a guest types to join: the session code (dash, spaces and case do not matter) and the
// singer name (sent as the handshake's `name`; the cloud caps it and removes control characters,
// so the remote does the same first and can recognise its own songs by that name).
import {
  isJoinLimited,
  MAX_DISPLAY_NAME_LENGTH,
  normalizeDisplayName,
  normalizeSessionCode,
} from "@encore/shared";
import { t } from "@encore/web/i18n/translate";

/** The name field's length: the cloud's own cap, so what the guest typed is what the TV shows. */
export const SINGER_NAME_MAX = MAX_DISPLAY_NAME_LENGTH;

export type CodeInput = { ok: true; code: string } | { ok: false; message: string };

export function readCodeInput(input: string): CodeInput {
  if (input.trim() === "") return { ok: false, message: t("remote.join.codeEmpty") };
  const code = normalizeSessionCode(input);
  if (code === null) {
    return { ok: false, message: t("remote.join.codeShape") };
  }
  return { ok: true, code };
}

/**
 * The cloud's own cleaning (normalizeDisplayName): trimmed, control and direction characters
 * removed, white space collapsed, at most SINGER_NAME_MAX characters.
 */
export function cleanSingerName(input: string): string {
  return normalizeDisplayName(input);
}

export type NameInput = { ok: true; name: string } | { ok: false; message: string };

export function readNameInput(input: string): NameInput {
  const name = cleanSingerName(input);
  return name === "" ? { ok: false, message: t("remote.join.nameEmpty") } : { ok: true, name };
}

/**
 * The hint that goes with a refused join: the QR code when typed codes are blocked, else none.
 * Said under the cloud's refusal when this address has used up its wrong codes (someone on the same
 * Wi-Fi guessing): the TV's QR code carries the party's join token, which is never held back.
 */
export function joinRefusalHint(refusal: {
  message: string;
  code?: string | undefined;
}): string | null {
  return isJoinLimited(refusal) ? t("remote.join.scanQr") : null;
}

/** Where an unknown code sends the guest back to: the form, the code kept, the reason said. */
export function unknownCodeMessage(code: string): string {
  return t("remote.join.unknownCode", { code: `${code.slice(0, 3)}-${code.slice(3)}` });
}
