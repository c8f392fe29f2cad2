// The TV always shows the song that is playing (docs/screen.md, "The player follows the song"): a
// song that starts, or one already on when a session page opens or the socket (re)joins, takes
// any session page to the player.
import { screenPaths } from "@encore/shared";
import { sessionViewAtom } from "@encore/web/session/session-atoms";
import { EMPTY_SESSION } from "@encore/web/session/session-reducer";
import { store } from "@encore/web/store/store";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { useAppNavigate } from "../../app/navigate";
import { songNeedsPlayer } from "./follow-song-rule";

export function useFollowSong(code: string): void {
  const navigate = useAppNavigate();
  // The session pages share one route component, so a new location is a page opening: checked
  // afresh (a song already on counts as found).
  const [location] = useLocation();
  useEffect(() => {
    let previous = EMPTY_SESSION;
    const follow = () => {
      const next = store.get(sessionViewAtom);
      const wanted = songNeedsPlayer(previous, next);
      previous = next;
      const player = screenPaths.player(code);
      if (wanted && next.code === code && window.location.pathname !== player) navigate(player);
    };
    follow();
    return store.sub(sessionViewAtom, follow);
  }, [code, navigate, location]);
}
