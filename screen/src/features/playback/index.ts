// The playback feature's public entry: the commands to the session. The player page itself is
// loaded lazily by the app, straight from player-page.tsx, so it stays out of the first load;
// do not export it here.
export { command } from "./player-commands";
