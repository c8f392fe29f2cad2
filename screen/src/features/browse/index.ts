// The browse feature's public entry: the session home (the songs to pick from, the join card) and
// the join link it shows.
export { useJoinUrl } from "./join-card";
export { SessionHomePage } from "./session-home-page";
