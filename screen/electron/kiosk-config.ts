// The shell's settings, one JSON file in Electron's user data folder
// (~/.config/Encore/kiosk.json on Linux, %APPDATA%\Encore\kiosk.json on Windows).

import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isKioskConsent, type KioskConsent } from "../../shared/src/kiosk/kiosk-bridge.js";
import { checkCloudUrl } from "./cloud-url.js";

export interface KioskSettings {
  /** Null until the first-run page saved one. */
  cloudUrl: string | null;
  startAtLogin: boolean;
  /**
   * The cookie answer for the TV, so the party never sees the banner: essential only until the
   * operator says otherwise on the settings page (no analytics without a yes).
   */
  consent: KioskConsent;
}

export const DEFAULT_KIOSK_CONSENT: KioskConsent = "minimal";

export const SETTINGS_FILE = "kiosk.json";

export function settingsPath(userDataDir: string): string {
  return path.join(userDataDir, SETTINGS_FILE);
}

/** What is stored, or the first-run defaults; a damaged file counts as none (the page asks again). */
export function readSettings(userDataDir: string): KioskSettings {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(settingsPath(userDataDir), "utf8"));
  } catch {
    return { cloudUrl: null, startAtLogin: false, consent: DEFAULT_KIOSK_CONSENT };
  }
  const record = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const url = typeof record.cloudUrl === "string" ? checkCloudUrl(record.cloudUrl) : null;
  return {
    cloudUrl: url?.ok ? url.url : null,
    startAtLogin: record.startAtLogin === true,
    consent: isKioskConsent(record.consent) ? record.consent : DEFAULT_KIOSK_CONSENT,
  };
}

/** Written whole to a temporary file, then renamed: a power cut never leaves half a file. */
export function writeSettings(userDataDir: string, settings: KioskSettings): void {
  mkdirSync(userDataDir, { recursive: true });
  const file = settingsPath(userDataDir);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(settings, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}
