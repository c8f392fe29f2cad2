// The playback feature's public entry: the commands to the session, the now-playing dock, and
// which controls host controls keep for the host.
export { heldBackAtom, hostOnlyReason } from "./host-limits";
export { PlaybackDock } from "./playback-dock";
export { command } from "./remote-commands";
