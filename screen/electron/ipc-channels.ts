// The settings page's IPC channels (the screen's own channels are KIOSK_CHANNELS in shared/).
import type { KioskConsent } from "../../shared/src/kiosk/kiosk-bridge.js";

export const SETTINGS_CHANNELS = {
  load: "encore-kiosk:settings-load",
  save: "encore-kiosk:settings-save",
} as const;

/** What the settings page shows. */
export interface SettingsView {
  cloudUrl: string;
  startAtLogin: boolean;
  consent: KioskConsent;
  firstRun: boolean;
  version: string;
  chords: string;
}

export type SaveAnswer = { ok: true } | { ok: false; message: string };

/** The global the preload defines on the settings page only. */
export const SETTINGS_BRIDGE_GLOBAL = "encoreKioskSettings";

export interface SettingsBridge {
  load(): Promise<SettingsView>;
  save(settings: {
    cloudUrl: string;
    startAtLogin: boolean;
    consent: KioskConsent;
  }): Promise<SaveAnswer>;
}
