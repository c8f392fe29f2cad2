// The kiosk feature's public entry: the TV box starting a party by itself, with the operator's
// cookie answer.
export { takeKioskConsent } from "./kiosk";
export { useKioskAutostart } from "./use-kiosk-autostart";
