// The party feature's public entry: the guard every session route shares (the redirect rule, the
// socket join, the session's end), and the party settings (the host PIN and the three settings).
export { PartySettingsButton } from "./party-settings-button";
export { PartySettingsDialog } from "./party-settings-dialog";
export { SessionRoute } from "./session-route";
export { UndoNotice } from "./undo-notice";
