// The shell: one kiosk window on the cloud's screen, its guards, recovery, chords, the cursor,
// the settings page and the preload's IPC. Everything Electron comes in as `electron`.

import { isKioskConsent, KIOSK_CHANNELS } from "../../shared/src/kiosk/kiosk-bridge.js";
import { type AutostartEnv, setStartAtLogin } from "./autostart.js";
import { checkCloudUrl, DEFAULT_CLOUD_URL } from "./cloud-url.js";
import { IdleCursor, HIDE_CURSOR_CSS } from "./cursor-idle.js";
import type { BrowserWindow, ElectronMain, IpcEvent } from "./electron-api.js";
import { guardContents } from "./guards.js";
import { SETTINGS_CHANNELS, type SaveAnswer, type SettingsView } from "./ipc-channels.js";
import { CHORD_HELP, chordAction } from "./key-chords.js";
import { readSettings, writeSettings, type KioskSettings } from "./kiosk-config.js";
import { originOf } from "./navigation-guard.js";
import { Recovery, type OfflineInfo, type RecoveryTuning, type Timers } from "./recovery.js";
import { appendKioskSwitches, kioskWindowOptions } from "./window-options.js";
import { pathToFileURL } from "node:url";

export interface ShellEnv {
  preload: string;
  settingsPage: string;
  offlinePage: string;
  timers: Timers;
  log(line: string): void;
  autostart: AutostartEnv;
  /** `--no-kiosk`: a normal window, for trying the shell on a desktop. */
  kiosk: boolean;
  tuning?: RecoveryTuning;
}

/**
 * Before `ready`: the autoplay switch (Chromium reads it at start) and the single-instance lock.
 * False when another shell already runs: this one quits, and the other comes to the front.
 */
export function prepareApp(electron: ElectronMain, log: (line: string) => void): boolean {
  appendKioskSwitches(electron.app.commandLine);
  if (!electron.app.requestSingleInstanceLock()) {
    log("another Encore shell is running: quitting");
    electron.app.quit();
    return false;
  }
  return true;
}

export interface KioskShell {
  window: BrowserWindow;
  recovery: Recovery;
  settings(): KioskSettings;
  openSettings(): void;
}

/** After `ready`. */
export function openKiosk(electron: ElectronMain, env: ShellEnv): KioskShell {
  const { app } = electron;
  const userData = app.getPath("userData");
  let settings = readSettings(userData);
  const cloudOrigin = () => (settings.cloudUrl ? originOf(settings.cloudUrl) : null);

  electron.Menu.setApplicationMenu(null);
  electron.powerSaveBlocker.start("prevent-display-sleep");
  // Every web contents, this window's or any other that appears, gets the guards.
  app.on("web-contents-created", (_event, contents) =>
    guardContents(contents, cloudOrigin, env.log),
  );

  const window = new electron.BrowserWindow(
    kioskWindowOptions({ preload: env.preload, version: app.getVersion(), kiosk: env.kiosk }),
  );
  const contents = window.webContents;
  window.once("ready-to-show", () => window.show());
  app.on("second-instance", () => {
    if (window.isDestroyed()) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.on("window-all-closed", () => app.quit());

  const showSettings = (firstRun: boolean) => {
    recovery.dispose();
    void contents.loadFile(env.settingsPage, { query: firstRun ? { firstRun: "1" } : {} });
  };
  const recovery = new Recovery(
    {
      timers: env.timers,
      log: env.log,
      loadCloud: () => {
        if (settings.cloudUrl === null) return showSettings(true);
        void contents.loadURL(settings.cloudUrl).catch(() => {
          // did-fail-load says what failed; the promise's rejection is the same news.
        });
      },
      showOffline: (info: OfflineInfo) => {
        void contents.loadFile(env.offlinePage, {
          query: {
            url: info.url,
            reason: info.reason,
            attempt: String(info.attempt),
            retryIn: String(info.retryInMs),
          },
        });
      },
      crashRenderer: () => contents.forcefullyCrashRenderer(),
      isCloud: (url) => {
        const origin = cloudOrigin();
        return origin !== null && originOf(url) === origin;
      },
    },
    env.tuning,
  );

  contents.on("did-finish-load", () => {
    recovery.loaded(contents.getURL());
    cursor.pageLoaded();
  });
  contents.on("did-fail-load", (_event, code, description, url, isMainFrame) => {
    if (isMainFrame) recovery.loadFailed(code, description, url);
  });
  contents.on("render-process-gone", (_event, details) =>
    recovery.rendererGone(details.reason, details.exitCode),
  );
  contents.on("unresponsive", () => recovery.unresponsive());
  contents.on("responsive", () => recovery.responsive());

  let cursorCss: string | null = null;
  const cursor = new IdleCursor({
    timers: env.timers,
    hide: () => {
      void contents.insertCSS(HIDE_CURSOR_CSS).then((key) => (cursorCss = key));
    },
    show: () => {
      if (cursorCss !== null) void contents.removeInsertedCSS(cursorCss);
      cursorCss = null;
    },
  });
  cursor.activity();
  contents.on("before-mouse-event", (_event, input) => {
    if (input.type === "mouseMove" || input.type === "mouseDown") cursor.activity();
  });

  const leaveKiosk = () => {
    const next = !window.isKiosk();
    env.log(next ? "kiosk mode on" : "kiosk mode off");
    window.setKiosk(next);
    window.setFullScreen(next);
    window.setMenuBarVisibility(false);
  };
  contents.on("before-input-event", (event, input) => {
    const action = chordAction(input);
    if (action === null) return;
    event.preventDefault();
    env.log(`chord: ${action}`);
    if (action === "quit") app.quit();
    else if (action === "leave-kiosk") leaveKiosk();
    else if (action === "settings") showSettings(false);
    else recovery.start();
  });

  // IPC: only from this window, and only from the page the channel is for.
  const settingsUrl = pathToFileURL(env.settingsPage).href;
  const fromCloud = (event: IpcEvent) => {
    const origin = cloudOrigin();
    const url = event.senderFrame?.url ?? "";
    return event.sender === contents && origin !== null && originOf(url) === origin;
  };
  const fromSettings = (event: IpcEvent) => {
    const url = (event.senderFrame?.url ?? "").split(/[?#]/)[0];
    return event.sender === contents && url === settingsUrl;
  };
  const refused = (channel: string, event: IpcEvent) =>
    env.log(`IPC ${channel} refused from ${event.senderFrame?.url ?? "an unknown frame"}`);

  electron.ipcMain.on(KIOSK_CHANNELS.openSettings, (event) => {
    if (!fromCloud(event)) return refused(KIOSK_CHANNELS.openSettings, event);
    showSettings(false);
  });
  // The cookie answer, for the cloud's page in this window only (null elsewhere).
  electron.ipcMain.on(KIOSK_CHANNELS.consent, (event) => {
    event.returnValue = fromCloud(event) ? settings.consent : null;
  });
  electron.ipcMain.on(KIOSK_CHANNELS.quit, (event) => {
    if (!fromCloud(event) && !fromSettings(event)) return refused(KIOSK_CHANNELS.quit, event);
    app.quit();
  });
  electron.ipcMain.handle(SETTINGS_CHANNELS.load, (event): SettingsView | null => {
    if (!fromSettings(event)) {
      refused(SETTINGS_CHANNELS.load, event);
      return null;
    }
    return {
      cloudUrl: settings.cloudUrl ?? DEFAULT_CLOUD_URL,
      startAtLogin: settings.startAtLogin,
      consent: settings.consent,
      firstRun: settings.cloudUrl === null,
      version: app.getVersion(),
      chords: CHORD_HELP,
    };
  });
  electron.ipcMain.handle(SETTINGS_CHANNELS.save, (event, input): SaveAnswer => {
    if (!fromSettings(event)) {
      refused(SETTINGS_CHANNELS.save, event);
      return { ok: false, message: "Refused." };
    }
    const record =
      typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
    const checked = checkCloudUrl(typeof record.cloudUrl === "string" ? record.cloudUrl : "");
    if (!checked.ok) return checked;
    const startAtLogin = record.startAtLogin === true;
    try {
      setStartAtLogin(app, startAtLogin, env.autostart);
    } catch (error) {
      env.log(`start at login could not be set: ${String(error)}`);
      return { ok: false, message: "Start at login could not be set (see the log)." };
    }
    const consent = isKioskConsent(record.consent) ? record.consent : settings.consent;
    settings = { cloudUrl: checked.url, startAtLogin, consent };
    writeSettings(userData, settings);
    env.log(
      `settings saved: cloud ${checked.url}, start at login ${startAtLogin ? "on" : "off"}, cookies ${consent}`,
    );
    recovery.start();
    return { ok: true };
  });

  env.log(`Encore kiosk ${app.getVersion()} started; ${CHORD_HELP}`);
  recovery.start();
  return { window, recovery, settings: () => settings, openSettings: () => showSettings(false) };
}
