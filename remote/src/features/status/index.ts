// The status feature's public entry: the connection banner, the TV-away banner, the offline note
// and the toasts, with their style.
import "./status.css";
export { ConnectionBanner } from "./connection-banner";
export { OfflineNote } from "./offline-note";
export { ScreenAwayBanner } from "./screen-away-banner";
export { screenAwayAtom } from "./screen-presence";
export { Toasts } from "./toasts";
