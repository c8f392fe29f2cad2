// Navigation inside the app always carries this load's state (see navigation-rules.ts). Going to
// the page already shown replaces it: two paths to the player at once (the song that started and
// the songbook's own step) leave one history entry.
import { randomId } from "@encore/shared";
import { useCallback } from "react";
import { useLocation } from "wouter";
import { navigationState } from "./navigation-rules";

// randomId, not crypto.randomUUID: a TV at a plain-http address has no randomUUID (docs/remote.md).
export const LOAD_ID = randomId();

export function useAppNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const [, setLocation] = useLocation();
  return useCallback(
    (to, options) =>
      setLocation(to, {
        replace: (options?.replace ?? false) || to === window.location.pathname,
        state: navigationState(LOAD_ID),
      }),
    [setLocation],
  );
}
