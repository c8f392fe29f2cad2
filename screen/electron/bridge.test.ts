import { describe, expect, it } from "vitest";
import {
  KIOSK_BRIDGE_GLOBAL,
  KIOSK_CHANNELS,
  KIOSK_VERSION_ARG,
} from "../../shared/src/kiosk/kiosk-bridge.js";
import { exposeBridges, isSettingsPage, kioskBridge, versionFromArgv } from "./bridge.js";
import { SETTINGS_BRIDGE_GLOBAL, SETTINGS_CHANNELS } from "./ipc-channels.js";

function fakeRenderer() {
  const consent: { value: unknown } = { value: null };
  const exposed = new Map<string, unknown>();
  const sent: unknown[][] = [];
  const invoked: unknown[][] = [];
  return {
    consent,
    exposed,
    sent,
    invoked,
    electron: {
      contextBridge: {
        exposeInMainWorld: (key: string, api: unknown) => void exposed.set(key, api),
      },
      ipcRenderer: {
        send: (...args: unknown[]) => void sent.push(args),
        sendSync: (channel: string) => (channel === KIOSK_CHANNELS.consent ? consent.value : null),
        invoke: (...args: unknown[]) => {
          invoked.push(args);
          return Promise.resolve({ ok: true });
        },
      },
    },
  };
}

describe("the preload's surface", () => {
  it("exposes exactly the version, open settings and quit on the screen", () => {
    const fake = fakeRenderer();
    exposeBridges(
      fake.electron,
      ["electron", `${KIOSK_VERSION_ARG}1.0.1`],
      "http://localhost:8080/",
    );
    expect([...fake.exposed.keys()]).toEqual([KIOSK_BRIDGE_GLOBAL]);
    const bridge = fake.exposed.get(KIOSK_BRIDGE_GLOBAL) as Record<string, unknown>;
    expect(Object.keys(bridge).sort()).toEqual(["openSettings", "quit", "version"]);
    expect(bridge.version).toBe("1.0.1");
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it("carries the operator's cookie answer, and nothing for anything else", () => {
    const fake = fakeRenderer();
    fake.consent.value = "accepted";
    const bridge = kioskBridge(fake.electron.ipcRenderer, []);
    expect(bridge.consent).toBe("accepted");
    expect(Object.isFrozen(bridge)).toBe(true);
    fake.consent.value = "yes please";
    expect(kioskBridge(fake.electron.ipcRenderer, []).consent).toBeUndefined();
    fake.consent.value = null;
    expect("consent" in kioskBridge(fake.electron.ipcRenderer, [])).toBe(false);
  });

  it("sends one fixed message per call, whatever the page passes", () => {
    const fake = fakeRenderer();
    const bridge = kioskBridge(fake.electron.ipcRenderer, []) as unknown as Record<
      string,
      (...a: unknown[]) => void
    >;
    bridge.openSettings!("evil", { x: 1 });
    bridge.quit!();
    expect(fake.sent).toEqual([[KIOSK_CHANNELS.openSettings], [KIOSK_CHANNELS.quit]]);
  });

  it("adds the settings bridge on the shell's own settings page only", async () => {
    const fake = fakeRenderer();
    exposeBridges(
      fake.electron,
      [],
      "file:///opt/Encore/resources/app.asar/pages/settings.html?firstRun=1",
    );
    expect([...fake.exposed.keys()]).toEqual([KIOSK_BRIDGE_GLOBAL, SETTINGS_BRIDGE_GLOBAL]);
    const settings = fake.exposed.get(SETTINGS_BRIDGE_GLOBAL) as {
      save(s: unknown): Promise<unknown>;
    };
    await settings.save({ cloudUrl: "http://x:1", startAtLogin: "yes", extra: 1 });
    expect(fake.invoked).toEqual([
      [SETTINGS_CHANNELS.save, { cloudUrl: "http://x:1", startAtLogin: false }],
    ]);
    expect(isSettingsPage("http://localhost:8080/settings.html")).toBe(false);
    expect(isSettingsPage("file:///app/pages/offline.html")).toBe(false);
  });

  it("reads the version from the arguments, or says unknown", () => {
    expect(versionFromArgv([`${KIOSK_VERSION_ARG}9.9.9`])).toBe("9.9.9");
    expect(versionFromArgv(["--other"])).toBe("unknown");
  });
});
