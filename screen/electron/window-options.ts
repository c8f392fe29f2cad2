// The kiosk window and the switches set before `ready`: every item of Electron's security
// checklist that applies to a window loading a remote origin.

import { KIOSK_VERSION_ARG } from "../../shared/src/kiosk/kiosk-bridge.js";
import type { App, BrowserWindowOptions } from "./electron-api.js";

/** Sound and video start with no click: Chromium's autoplay switch, before `ready`. */
export function appendKioskSwitches(commandLine: App["commandLine"]): void {
  commandLine.appendSwitch("autoplay-policy", "no-user-gesture-required");
}

export interface WindowInputs {
  preload: string;
  version: string;
  kiosk: boolean;
}

export function kioskWindowOptions({
  preload,
  version,
  kiosk,
}: WindowInputs): BrowserWindowOptions {
  return {
    title: "Encore",
    kiosk,
    fullscreen: kiosk,
    frame: !kiosk,
    autoHideMenuBar: true,
    backgroundColor: "#0b0b14",
    show: false,
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      autoplayPolicy: "no-user-gesture-required",
      additionalArguments: [`${KIOSK_VERSION_ARG}${version}`],
      // A party on the TV is never "in the background": timers keep their pace.
      backgroundThrottling: false,
      spellcheck: false,
      devTools: false,
    },
  };
}
