// The kiosk shell, seen from the screen: its preload defines `window.encoreKiosk` (declared once
// in shared/src/kiosk). In a browser tab there is none, and the screen behaves as the spec says.
import { KIOSK_BRIDGE_GLOBAL, type KioskBridge } from "@encore/shared";

export function kioskBridge(): KioskBridge | null {
  const value: unknown = (window as unknown as Record<string, unknown>)[KIOSK_BRIDGE_GLOBAL];
  if (typeof value !== "object" || value === null) return null;
  const bridge = value as Partial<KioskBridge>;
  return typeof bridge.openSettings === "function" && typeof bridge.quit === "function"
    ? (bridge as KioskBridge)
    : null;
}

export function isKiosk(): boolean {
  return kioskBridge() !== null;
}
