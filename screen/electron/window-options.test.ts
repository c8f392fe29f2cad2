import { describe, expect, it } from "vitest";
import { KIOSK_VERSION_ARG } from "../../shared/src/kiosk/kiosk-bridge.js";
import { appendKioskSwitches, kioskWindowOptions } from "./window-options.js";

describe("the kiosk window", () => {
  it("is a fullscreen kiosk window with no frame and no menu", () => {
    const options = kioskWindowOptions({
      preload: "/app/preload.cjs",
      version: "1.0.1",
      kiosk: true,
    });
    expect(options).toMatchObject({
      kiosk: true,
      fullscreen: true,
      frame: false,
      autoHideMenuBar: true,
      show: false,
    });
  });

  it("keeps the screen page's storage across restarts: Electron's default, persistent session", () => {
    // The page's localStorage holds the session code and the screen token (docs/screen.md): an
    // in-memory partition would make the TV a stranger to its own party after every restart.
    const { webPreferences } = kioskWindowOptions({
      preload: "/app/preload.cjs",
      version: "1.0.1",
      kiosk: true,
    });
    expect(webPreferences).not.toHaveProperty("partition");
    expect(webPreferences).not.toHaveProperty("session");
  });

  it("follows Electron's security checklist for a remote origin", () => {
    const { webPreferences } = kioskWindowOptions({
      preload: "/app/preload.cjs",
      version: "1.0.1",
      kiosk: true,
    });
    expect(webPreferences).toMatchObject({
      preload: "/app/preload.cjs",
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      devTools: false,
    });
  });

  it("plays sound without a click and hands the version to the preload", () => {
    const { webPreferences } = kioskWindowOptions({ preload: "p", version: "2.3.4", kiosk: true });
    expect(webPreferences.autoplayPolicy).toBe("no-user-gesture-required");
    expect(webPreferences.additionalArguments).toEqual([`${KIOSK_VERSION_ARG}2.3.4`]);
  });

  it("is a normal window with --no-kiosk", () => {
    expect(kioskWindowOptions({ preload: "p", version: "1", kiosk: false })).toMatchObject({
      kiosk: false,
      fullscreen: false,
      frame: true,
    });
  });

  it("appends the autoplay switch", () => {
    const switches: Array<[string, string | undefined]> = [];
    appendKioskSwitches({ appendSwitch: (name, value) => void switches.push([name, value]) });
    expect(switches).toContainEqual(["autoplay-policy", "no-user-gesture-required"]);
  });
});
