// Navigation inside the app always carries this load's state (see navigation-rules.ts).
import { useCallback } from "react";
import { useLocation } from "wouter";
import { navigationState } from "./navigation-rules";

export const LOAD_ID = globalThis.crypto.randomUUID();

export function useAppNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const [, setLocation] = useLocation();
  return useCallback(
    (to, options) =>
      setLocation(to, { replace: options?.replace ?? false, state: navigationState(LOAD_ID) }),
    [setLocation],
  );
}
