// The status feature's public entry: the connection banner, the offline note, the toasts and the
// offer to undo, with their style.
import "./status.css";
export { ConnectionBanner } from "./connection-banner";
export { OfflineNote } from "./offline-note";
export { undoOfferAtom } from "./toast-atoms";
export { Toasts } from "./toasts";
