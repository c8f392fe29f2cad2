// What both apps do once when they start: check who is signed in (docs/product.md#routes), load
// the app config, and keep the favorites following the sign-in.
import { useEffect } from "react";
import { checkAuth } from "../auth/auth-atoms";
import { loadAppConfig } from "../config/app-config";
import { followSignInWithFavorites } from "../favorites/follow-sign-in";

export function useAppStart(): void {
  useEffect(() => {
    void checkAuth();
    loadAppConfig().catch((error: unknown) => console.warn("config not loaded", error));
    return followSignInWithFavorites();
  }, []);
}
