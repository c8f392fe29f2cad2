// Short messages in a corner for what failed without a page of its own: a refused session command
// (in plain words, the ERROR text of docs/product.md#error-messages) and a favorite that could not
// be saved. Each goes after a few seconds; a new one replaces it.
import { useEffect } from "react";
import { favoriteErrorAtom } from "../favorites/favorites-atoms";
import { sessionErrorAtom } from "../session/session-atoms";
import { useAtom } from "../store/store";
import "./notices.css";

const SHOWN_MS = 5000;

export function Notices() {
  const [sessionError, setSessionError] = useAtom(sessionErrorAtom);
  const [favoriteError, setFavoriteError] = useAtom(favoriteErrorAtom);
  useEffect(() => {
    if (!sessionError) return;
    const timer = setTimeout(() => setSessionError(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [sessionError, setSessionError]);
  useEffect(() => {
    if (!favoriteError) return;
    const timer = setTimeout(() => setFavoriteError(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [favoriteError, setFavoriteError]);
  const message = favoriteError ?? sessionError?.message ?? null;
  return (
    <div className="notices" role="status" aria-live="polite">
      {message && <p className="notice">{message}</p>}
    </div>
  );
}
