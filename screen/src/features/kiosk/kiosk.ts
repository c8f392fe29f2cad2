// The kiosk shell, seen from the screen: its preload defines `window.encoreKiosk` (declared once
// in shared/src/kiosk). In a browser tab there is none, and the screen behaves as the spec says.
import { isKioskConsent, KIOSK_BRIDGE_GLOBAL, type KioskBridge } from "@encore/shared";
import { chooseConsent, consentAtom } from "@encore/web/consent/consent-atoms";
import { store } from "@encore/web/store/store";

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

/**
 * In the kiosk shell, the operator's cookie answer (its settings page) is the TV's: taken before
 * the app renders, so the party never sees the banner. In a browser tab nothing changes.
 */
export function takeKioskConsent(): void {
  const consent = kioskBridge()?.consent;
  if (consent && isKioskConsent(consent) && store.get(consentAtom) !== consent) {
    chooseConsent(consent);
  }
}
