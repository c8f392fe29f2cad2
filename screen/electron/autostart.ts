// Start at login. Electron's login items exist on macOS and Windows only; on Linux the shell
// writes an XDG autostart entry (~/.config/autostart/encore-kiosk.desktop), which every
// desktop that follows the XDG spec (GNOME, KDE, Xfce, LXDE/Raspberry Pi OS …) starts.

import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { App } from "./electron-api.js";

export const AUTOSTART_FILE = "encore-kiosk.desktop";

export interface AutostartEnv {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  /** The running executable (`process.execPath`). */
  execPath: string;
  homeDir?: string;
}

/** ~/.config/autostart, or $XDG_CONFIG_HOME/autostart. */
export function autostartDir({ env, homeDir }: AutostartEnv): string {
  const config = env.XDG_CONFIG_HOME || path.join(homeDir ?? os.homedir(), ".config");
  return path.join(config, "autostart");
}

/** The program to start: an AppImage's own file (its execPath is inside a temporary mount). */
export function launchCommand({ env, execPath }: AutostartEnv): string {
  const program = env.APPIMAGE || execPath;
  return `"${program.replace(/(["`$\\])/g, "\\$1")}"`;
}

export function desktopEntry(target: AutostartEnv): string {
  return [
    "[Desktop Entry]",
    "Type=Application",
    "Name=Encore",
    "Comment=Encore karaoke on this TV",
    `Exec=${launchCommand(target)}`,
    "Terminal=false",
    "X-GNOME-Autostart-enabled=true",
    "",
  ].join("\n");
}

export function setStartAtLogin(app: App, enabled: boolean, target: AutostartEnv): void {
  if (target.platform !== "linux") {
    app.setLoginItemSettings({ openAtLogin: enabled });
    return;
  }
  const file = path.join(autostartDir(target), AUTOSTART_FILE);
  if (enabled) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, desktopEntry(target));
  } else if (existsSync(file)) {
    rmSync(file);
  }
}
