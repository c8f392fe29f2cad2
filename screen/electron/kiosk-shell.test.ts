import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KIOSK_CHANNELS } from "../../shared/src/kiosk/kiosk-bridge.js";
import { HIDE_CURSOR_CSS } from "./cursor-idle.js";
import type { IpcEvent, WebContents } from "./electron-api.js";
import { SETTINGS_CHANNELS } from "./ipc-channels.js";
import { writeSettings } from "./kiosk-config.js";
import { openKiosk, prepareApp, type ShellEnv } from "./kiosk-shell.js";
import { fakeElectron, FakeWebContents, type FakeElectron } from "./test-support/fake-electron.js";

const CLOUD = "http://192.168.1.20:8080";
const PAGES = "/opt/Encore/resources/app.asar/pages";
let userData: string;
let configHome: string;
let log: string[];

function env(): ShellEnv {
  return {
    preload: "/opt/Encore/resources/app.asar/preload.cjs",
    settingsPage: `${PAGES}/settings.html`,
    offlinePage: `${PAGES}/offline.html`,
    timers: {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as number),
    },
    log: (line) => void log.push(line),
    autostart: {
      platform: "linux",
      env: { XDG_CONFIG_HOME: configHome },
      execPath: "/opt/Encore/encore",
    },
    kiosk: true,
  };
}

function open(saved = true) {
  if (saved) writeSettings(userData, { cloudUrl: CLOUD, startAtLogin: false, consent: "minimal" });
  const electron = fakeElectron(userData);
  const shell = openKiosk(electron, env());
  const window = electron.windows[0]!;
  const contents = window.webContents;
  // Electron fires web-contents-created for the window's contents.
  electron.appEvents.emit("web-contents-created", { preventDefault() {} }, contents);
  return { electron, shell, window, contents };
}

function ipc(
  electron: FakeElectron,
  channel: string,
  sender: WebContents,
  url: string,
  ...args: unknown[]
) {
  const event: IpcEvent = { sender, senderFrame: { url } };
  return electron.ipcListeners.get(channel)!(event, ...args);
}

beforeEach(() => {
  userData = mkdtempSync(path.join(os.tmpdir(), "encore-shell-"));
  configHome = mkdtempSync(path.join(os.tmpdir(), "encore-xdg-"));
  log = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(userData, { recursive: true, force: true });
  rmSync(configHome, { recursive: true, force: true });
});

describe("before ready", () => {
  it("appends the autoplay switch and takes the single-instance lock", () => {
    const electron = fakeElectron(userData);
    expect(prepareApp(electron, () => {})).toBe(true);
    expect(electron.switches).toContainEqual(["autoplay-policy", "no-user-gesture-required"]);
    expect(electron.quits).toBe(0);
  });

  it("quits when another shell holds the lock", () => {
    const electron = fakeElectron(userData);
    electron.lock = false;
    expect(prepareApp(electron, () => {})).toBe(false);
    expect(electron.quits).toBe(1);
  });
});

describe("the kiosk window", () => {
  it("opens one kiosk window on the saved cloud, display kept awake, no menu", async () => {
    const { electron, window, contents } = open();
    expect(electron.windows).toHaveLength(1);
    expect(window.options).toMatchObject({ kiosk: true, frame: false });
    expect(window.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
    });
    expect(contents.loads).toEqual([CLOUD]);
    expect(electron.blockers).toEqual(["prevent-display-sleep"]);
    expect(electron.menus).toEqual([null]);
    window.emit("ready-to-show");
    expect(window.shown).toBe(true);
    electron.appEvents.emit("second-instance");
    expect(window.focused).toBe(1);
  });

  it("shows the first-run page when no cloud is saved", () => {
    const { contents } = open(false);
    expect(contents.loads).toEqual([]);
    expect(contents.files).toEqual([{ file: `${PAGES}/settings.html`, query: { firstRun: "1" } }]);
  });
});

describe("guards", () => {
  it("keeps the page on the cloud's origin, compared by origin", () => {
    const { contents } = open();
    expect(contents.fire("will-navigate", `${CLOUD}/session/ABC234`)).toBe(false);
    expect(contents.fire("will-navigate", "http://192.168.1.20:8080.evil.com/")).toBe(true);
    expect(contents.fire("will-navigate", "https://www.youtube.com/watch?v=x")).toBe(true);
    expect(contents.fire("will-redirect", "https://evil.com/", false, true)).toBe(true);
    expect(contents.fire("will-redirect", "https://accounts.youtube.com/", false, false)).toBe(
      false,
    );
    expect(log).toContain("navigation refused: https://www.youtube.com/watch?v=x");
  });

  it("lets the screen's frames load the cloud or the embed only", () => {
    const { contents } = open();
    const frame = (url: string, parent: unknown) => {
      const event = {
        url,
        isMainFrame: false,
        frame: { parent: { parent } },
        defaultPrevented: false,
        preventDefault() {
          this.defaultPrevented = true;
        },
      };
      contents.emit("will-frame-navigate", event);
      return event.defaultPrevented;
    };
    expect(frame("https://www.youtube.com/embed/abc?autoplay=1", null)).toBe(false);
    expect(frame(`${CLOUD}/x`, null)).toBe(false);
    expect(frame("https://evil.com/", null)).toBe(true);
    // Inside the embed: the video platform's own business.
    expect(frame("https://googleads.g.doubleclick.net/x", {})).toBe(false);
  });

  it("refuses new windows, webviews and every permission", () => {
    const { contents } = open();
    expect(contents.windowOpenHandler!({ url: `${CLOUD}/terms` })).toEqual({ action: "deny" });
    expect(contents.fire("will-attach-webview")).toBe(true);
    const answers: boolean[] = [];
    for (const permission of ["media", "geolocation", "notifications", "fullscreen"]) {
      contents.permissionRequest!(contents, permission, (granted) => answers.push(granted));
    }
    expect(answers).toEqual([false, false, false, false]);
    expect(contents.permissionCheck!(contents, "media")).toBe(false);
  });
});

describe("recovery in the window", () => {
  it("shows the offline page, then retries the cloud", () => {
    const { contents } = open();
    contents.fire("did-fail-load", -102, "ERR_CONNECTION_REFUSED", `${CLOUD}/`, true);
    expect(contents.files.at(-1)).toEqual({
      file: `${PAGES}/offline.html`,
      query: { url: `${CLOUD}/`, reason: "ERR_CONNECTION_REFUSED", attempt: "1", retryIn: "1000" },
    });
    contents.fire(
      "did-fail-load",
      -102,
      "ERR_CONNECTION_REFUSED",
      "https://www.youtube.com/embed/x",
      false,
    );
    vi.advanceTimersByTime(1000);
    expect(contents.loads).toEqual([CLOUD, CLOUD]);
  });

  it("reloads a crashed renderer and kills a hung one", () => {
    const { contents } = open();
    contents.url = `${CLOUD}/`;
    contents.emit("did-finish-load");
    contents.fire("render-process-gone", { reason: "crashed", exitCode: 139 });
    vi.advanceTimersByTime(1000);
    expect(contents.loads).toHaveLength(2);
    contents.emit("unresponsive");
    vi.advanceTimersByTime(10_000);
    expect(contents.crashes).toBe(1);
    expect(log.some((line) => line.includes("renderer gone (crashed, exit 139): crash 1"))).toBe(
      true,
    );
  });

  it("hides the cursor after a few idle seconds and shows it on a move", async () => {
    const { contents } = open();
    await vi.advanceTimersByTimeAsync(3000);
    expect([...contents.css.values()]).toEqual([HIDE_CURSOR_CSS]);
    contents.fire("before-mouse-event", { type: "mouseMove" });
    await vi.advanceTimersByTimeAsync(0);
    expect(contents.css.size).toBe(0);
  });
});

describe("chords", () => {
  const chord = (contents: FakeWebContents, key: string) =>
    contents.fire("before-input-event", {
      type: "keyDown",
      key,
      control: true,
      shift: true,
      alt: false,
      meta: false,
    });

  it("quits, leaves kiosk mode, opens settings and reloads", () => {
    const { electron, window, contents } = open();
    expect(chord(contents, "K")).toBe(true);
    expect(window.kiosk).toBe(false);
    chord(contents, "K");
    expect(window.kiosk).toBe(true);
    chord(contents, "S");
    expect(contents.files.at(-1)).toEqual({ file: `${PAGES}/settings.html`, query: {} });
    chord(contents, "R");
    expect(contents.loads).toEqual([CLOUD, CLOUD]);
    chord(contents, "Q");
    expect(electron.quits).toBe(1);
    expect(
      contents.fire("before-input-event", {
        type: "keyDown",
        key: "Enter",
        control: false,
        shift: false,
        alt: false,
        meta: false,
      }),
    ).toBe(false);
  });
});

describe("IPC", () => {
  it("takes the screen's calls from the cloud's page in this window only", () => {
    const { electron, contents } = open();
    ipc(electron, KIOSK_CHANNELS.quit, contents, "https://evil.com/");
    ipc(electron, KIOSK_CHANNELS.quit, new FakeWebContents(), `${CLOUD}/`);
    expect(electron.quits).toBe(0);
    expect(log.filter((line) => line.startsWith("IPC"))).toHaveLength(2);
    ipc(electron, KIOSK_CHANNELS.openSettings, contents, `${CLOUD}/`);
    expect(contents.files.at(-1)?.file).toBe(`${PAGES}/settings.html`);
    ipc(electron, KIOSK_CHANNELS.quit, contents, `${CLOUD}/session/ABC234`);
    expect(electron.quits).toBe(1);
  });

  it("saves settings from the settings page only, checked, then loads the new cloud", () => {
    const { electron, shell, contents } = open(false);
    const page = `file://${PAGES}/settings.html?firstRun=1`;
    expect(ipc(electron, SETTINGS_CHANNELS.load, contents, page)).toMatchObject({
      cloudUrl: "http://localhost:8080",
      firstRun: true,
      version: "1.0.1",
    });
    expect(ipc(electron, SETTINGS_CHANNELS.load, contents, `${CLOUD}/`)).toBeNull();
    expect(
      ipc(electron, SETTINGS_CHANNELS.save, contents, "https://evil.com/", {
        cloudUrl: "http://evil.com",
      }),
    ).toEqual({
      ok: false,
      message: "Refused.",
    });
    expect(
      ipc(electron, SETTINGS_CHANNELS.save, contents, page, { cloudUrl: "ftp://x" }),
    ).toMatchObject({ ok: false });
    expect(
      ipc(electron, SETTINGS_CHANNELS.save, contents, page, {
        cloudUrl: "192.168.1.30:8080/",
        startAtLogin: true,
      }),
    ).toEqual({ ok: true });
    expect(shell.settings()).toEqual({
      cloudUrl: "http://192.168.1.30:8080",
      startAtLogin: true,
      consent: "minimal",
    });
    expect(contents.loads).toEqual(["http://192.168.1.30:8080"]);
    expect(contents.fire("will-navigate", "http://192.168.1.30:8080/session/X")).toBe(false);
    expect(contents.fire("will-navigate", `${CLOUD}/`)).toBe(true);
  });

  it("keeps the operator's cookie answer and gives it to the cloud's page in this window only", () => {
    const { electron, shell, contents } = open(false);
    const page = `file://${PAGES}/settings.html?firstRun=1`;
    expect(ipc(electron, SETTINGS_CHANNELS.load, contents, page)).toMatchObject({
      consent: "minimal",
    });
    expect(
      ipc(electron, SETTINGS_CHANNELS.save, contents, page, {
        cloudUrl: "192.168.1.30:8080",
        startAtLogin: false,
        consent: "accepted",
      }),
    ).toEqual({ ok: true });
    expect(shell.settings().consent).toBe("accepted");
    // Kept across a restart (the settings file).
    expect(open(false).shell.settings().consent).toBe("accepted");

    const answer = (sender: WebContents, url: string) => {
      const event: IpcEvent = { sender, senderFrame: { url } };
      electron.ipcListeners.get(KIOSK_CHANNELS.consent)!(event);
      return event.returnValue;
    };
    expect(answer(contents, "http://192.168.1.30:8080/")).toBe("accepted");
    expect(answer(contents, "https://evil.com/")).toBeNull();
    expect(answer(new FakeWebContents(), "http://192.168.1.30:8080/")).toBeNull();
    // A save that does not name it keeps it.
    ipc(electron, SETTINGS_CHANNELS.save, contents, page, { cloudUrl: "192.168.1.30:8080" });
    expect(shell.settings().consent).toBe("accepted");
  });
});
