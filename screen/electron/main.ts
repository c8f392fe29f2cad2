// The shell's entry, bundled into main.cjs (see docs/kiosk.md): Electron's API goes to the
// modules as a parameter; nothing else here is worth a test.
import * as electronModule from "electron";
import { appendFileSync, mkdirSync, statSync, truncateSync } from "node:fs";
import path from "node:path";
import type { ElectronMain } from "./electron-api.js";
import { openKiosk, prepareApp } from "./kiosk-shell.js";

const electron = electronModule as unknown as ElectronMain;
const logFile = path.join(electron.app.getPath("userData"), "kiosk.log");

function log(line: string): void {
  const stamped = `${new Date().toISOString()} ${line}`;
  console.log(`[encore-kiosk] ${stamped}`);
  try {
    appendFileSync(logFile, `${stamped}\n`);
  } catch {
    // A read-only disk still runs the party.
  }
}

try {
  mkdirSync(path.dirname(logFile), { recursive: true });
  if ((statSync(logFile, { throwIfNoEntry: false })?.size ?? 0) > 1_000_000)
    truncateSync(logFile, 0);
} catch {
  // No log file, then: the console still has it.
}

if (prepareApp(electron, log)) {
  void electron.app.whenReady().then(() => {
    openKiosk(electron, {
      preload: path.join(__dirname, "preload.cjs"),
      settingsPage: path.join(__dirname, "pages", "settings.html"),
      offlinePage: path.join(__dirname, "pages", "offline.html"),
      timers: {
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
      },
      log,
      autostart: { platform: process.platform, env: process.env, execPath: process.execPath },
      kiosk: !process.argv.includes("--no-kiosk"),
    });
  });
}
