// The kiosk shell's preload exposes one object to the screen, under one global name. Declared
// here once: the preload (screen/electron/preload.ts) satisfies it, the screen reads it.

/** The global the preload defines with contextBridge: `window.encoreKiosk`. */
export const KIOSK_BRIDGE_GLOBAL = "encoreKiosk";

/** The operator's cookie answer for the TV, given once on the shell's settings page. */
export const KIOSK_CONSENTS = ["accepted", "minimal"] as const;
export type KioskConsent = (typeof KIOSK_CONSENTS)[number];

export function isKioskConsent(value: unknown): value is KioskConsent {
  return (KIOSK_CONSENTS as readonly unknown[]).includes(value);
}

/** What the screen may ask of the shell: nothing more (Electron's checklist: expose the least). */
export interface KioskBridge {
  /** The shell's version (the installed app's, e.g. "1.0.1"). */
  readonly version: string;
  /**
   * The operator's cookie answer for this TV (the settings page), which the screen takes as its
   * own so the party never sees the banner; absent from a shell older than the answer.
   */
  readonly consent?: KioskConsent;
  /** Opens the shell's settings page (the cloud address, start at login). */
  openSettings(): void;
  /** Closes the shell. */
  quit(): void;
}

/** The IPC channels behind the bridge, between the preload and the main process. */
export const KIOSK_CHANNELS = {
  openSettings: "encore-kiosk:open-settings",
  quit: "encore-kiosk:quit",
  /** Synchronous, from the preload: the operator's cookie answer, before the page runs. */
  consent: "encore-kiosk:consent",
} as const;

/** The argument the main process passes to the renderer with the version (additionalArguments). */
export const KIOSK_VERSION_ARG = "--encore-kiosk-version=";
