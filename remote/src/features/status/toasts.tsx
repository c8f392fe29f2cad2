// Toasts above the dock: the cloud's refusal in its own words (the fresh state comes with it), a
// favorite that could not be saved (docs/remote.md, Favorites), and what the party layout puts
// with them (the Undo toasts of features/undo).
import { favoriteErrorAtom } from "@encore/web/favorites/favorites-atoms";
import { useT } from "@encore/web/i18n/translate";
import { sessionErrorAtom } from "@encore/web/session/session-atoms";
import { store, useAtomValue } from "@encore/web/store/store";
import { useEffect, type ReactNode } from "react";
import "./status.css";

const ERROR_SHOWN_MS = 5000;

export function Toasts({ children }: { children?: ReactNode }) {
  const sessionError = useAtomValue(sessionErrorAtom);
  const favoriteError = useAtomValue(favoriteErrorAtom);

  useEffect(() => {
    if (!sessionError) return;
    const timer = setTimeout(() => {
      if (store.get(sessionErrorAtom) === sessionError) store.set(sessionErrorAtom, null);
    }, ERROR_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [sessionError]);

  useEffect(() => {
    if (!favoriteError) return;
    const timer = setTimeout(() => {
      if (store.get(favoriteErrorAtom) === favoriteError) store.set(favoriteErrorAtom, null);
    }, ERROR_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [favoriteError]);

  return (
    <div className="toasts" aria-live="polite">
      {sessionError && (
        <ErrorToast
          message={sessionError.message}
          onDismiss={() => store.set(sessionErrorAtom, null)}
        />
      )}
      {favoriteError && (
        <ErrorToast message={favoriteError} onDismiss={() => store.set(favoriteErrorAtom, null)} />
      )}
      {children}
    </div>
  );
}

function ErrorToast({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const t = useT();
  return (
    <div className="toast toast-error" role="alert">
      <span>{message}</span>
      <button
        type="button"
        className="toast-action"
        aria-label={t("remote.toast.dismiss")}
        onClick={onDismiss}
      >
        ×
      </button>
    </div>
  );
}
