import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTOSTART_FILE, desktopEntry, launchCommand, setStartAtLogin } from "./autostart.js";
import type { App } from "./electron-api.js";
import { readSettings, settingsPath, writeSettings } from "./kiosk-config.js";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "encore-kiosk-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the settings file", () => {
  it("is absent on first run, then holds what was saved", () => {
    const dir = tempDir();
    expect(readSettings(dir)).toEqual({ cloudUrl: null, startAtLogin: false, consent: "minimal" });
    writeSettings(dir, {
      cloudUrl: "http://192.168.1.20:8080",
      startAtLogin: true,
      consent: "accepted",
    });
    expect(readSettings(dir)).toEqual({
      cloudUrl: "http://192.168.1.20:8080",
      startAtLogin: true,
      consent: "accepted",
    });
    expect(existsSync(`${settingsPath(dir)}.tmp`)).toBe(false);
  });

  it("treats a damaged file or a bad address as none (first run again)", () => {
    const dir = tempDir();
    writeFileSync(settingsPath(dir), "{ half a fi");
    expect(readSettings(dir).cloudUrl).toBeNull();
    writeFileSync(
      settingsPath(dir),
      JSON.stringify({ cloudUrl: "file:///etc", startAtLogin: "yes", consent: "all" }),
    );
    expect(readSettings(dir)).toEqual({ cloudUrl: null, startAtLogin: false, consent: "minimal" });
  });
});

describe("start at login", () => {
  const app = () =>
    ({ setLoginItemSettings: vi.fn() }) as unknown as App & {
      setLoginItemSettings: ReturnType<typeof vi.fn>;
    };

  it("writes and removes an XDG autostart entry on Linux", () => {
    const config = tempDir();
    const target = {
      platform: "linux" as const,
      env: { XDG_CONFIG_HOME: config },
      execPath: "/opt/Encore/encore",
    };
    const electronApp = app();
    setStartAtLogin(electronApp, true, target);
    const file = path.join(config, "autostart", AUTOSTART_FILE);
    const entry = readFileSync(file, "utf8");
    expect(entry).toContain("[Desktop Entry]");
    expect(entry).toContain('Exec="/opt/Encore/encore"');
    expect(electronApp.setLoginItemSettings).not.toHaveBeenCalled();
    setStartAtLogin(electronApp, false, target);
    expect(existsSync(file)).toBe(false);
    setStartAtLogin(electronApp, false, target); // twice off: no error
  });

  it("starts an AppImage by its own file, quoted", () => {
    const target = {
      platform: "linux" as const,
      env: { APPIMAGE: '/home/tv/Apps/Encore "1".AppImage' },
      execPath: "/tmp/.mount_x/encore",
      homeDir: "/home/tv",
    };
    expect(launchCommand(target)).toBe('"/home/tv/Apps/Encore \\"1\\".AppImage"');
    expect(desktopEntry(target)).toContain('Exec="/home/tv/Apps/Encore');
  });

  it("uses Electron's login items on Windows and macOS", () => {
    const electronApp = app();
    setStartAtLogin(electronApp, true, { platform: "win32", env: {}, execPath: "C:\\Encore.exe" });
    expect(electronApp.setLoginItemSettings).toHaveBeenCalledWith({ openAtLogin: true });
  });
});
