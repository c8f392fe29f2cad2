// The kiosk feature's public entry: the TV box starting a party by itself.
export { useKioskAutostart } from "./use-kiosk-autostart";
