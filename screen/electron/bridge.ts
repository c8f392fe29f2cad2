// What the preload exposes, built from ipcRenderer so tests check it with a fake: the screen
// gets KioskBridge (the version, open settings, quit), the settings page its load and save.

import {
  isKioskConsent,
  KIOSK_BRIDGE_GLOBAL,
  KIOSK_CHANNELS,
  KIOSK_VERSION_ARG,
  type KioskBridge,
  type KioskConsent,
} from "../../shared/src/kiosk/kiosk-bridge.js";
import type { ElectronRenderer } from "./electron-api.js";
import {
  SETTINGS_BRIDGE_GLOBAL,
  SETTINGS_CHANNELS,
  type SaveAnswer,
  type SettingsBridge,
  type SettingsView,
} from "./ipc-channels.js";

export function versionFromArgv(argv: readonly string[]): string {
  const arg = argv.find((value) => value.startsWith(KIOSK_VERSION_ARG));
  return arg ? arg.slice(KIOSK_VERSION_ARG.length) : "unknown";
}

/**
 * The operator's cookie answer, asked of the main process once per page load, before the page's
 * scripts run (so the screen never renders its banner first); anything else counts as none.
 */
export function consentFromMain(ipc: ElectronRenderer["ipcRenderer"]): KioskConsent | undefined {
  try {
    const answer = ipc.sendSync(KIOSK_CHANNELS.consent);
    return isKioskConsent(answer) ? answer : undefined;
  } catch {
    return undefined;
  }
}

export function kioskBridge(
  ipc: ElectronRenderer["ipcRenderer"],
  argv: readonly string[],
): KioskBridge {
  const consent = consentFromMain(ipc);
  // Frozen, plain functions with no arguments: nothing of ipcRenderer reaches the page.
  return Object.freeze({
    version: versionFromArgv(argv),
    ...(consent ? { consent } : {}),
    openSettings: () => ipc.send(KIOSK_CHANNELS.openSettings),
    quit: () => ipc.send(KIOSK_CHANNELS.quit),
  }) satisfies KioskBridge;
}

export function settingsBridge(ipc: ElectronRenderer["ipcRenderer"]): SettingsBridge {
  return Object.freeze({
    load: () => ipc.invoke(SETTINGS_CHANNELS.load) as Promise<SettingsView>,
    save: (settings: { cloudUrl: string; startAtLogin: boolean; consent: KioskConsent }) =>
      ipc.invoke(SETTINGS_CHANNELS.save, {
        cloudUrl: String(settings.cloudUrl),
        startAtLogin: settings.startAtLogin === true,
        consent: isKioskConsent(settings.consent) ? settings.consent : undefined,
      }) as Promise<SaveAnswer>,
  }) satisfies SettingsBridge;
}

/** The settings page is the shell's own file; the settings bridge exists there only. */
export function isSettingsPage(href: string): boolean {
  return href.startsWith("file:") && /\/settings\.html(?:[?#]|$)/.test(href);
}

export function exposeBridges(
  electron: ElectronRenderer,
  argv: readonly string[],
  href: string,
): void {
  electron.contextBridge.exposeInMainWorld(
    KIOSK_BRIDGE_GLOBAL,
    kioskBridge(electron.ipcRenderer, argv),
  );
  if (isSettingsPage(href)) {
    electron.contextBridge.exposeInMainWorld(
      SETTINGS_BRIDGE_GLOBAL,
      settingsBridge(electron.ipcRenderer),
    );
  }
}
