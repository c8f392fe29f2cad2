// Toasts above the dock: the cloud's refusal in its own words (the fresh state comes with it), a
// favorite that could not be saved (docs/remote.md, Favorites), and the Undo of a remove for its 5
// seconds.
import { favoriteErrorAtom } from "@encore/web/favorites/favorites-atoms";
import { useT } from "@encore/web/i18n/translate";
import { sessionErrorAtom } from "@encore/web/session/session-atoms";
import { store, useAtomValue } from "@encore/web/store/store";
import { useEffect } from "react";
import { undoOfferAtom } from "./toast-atoms";
import "./status.css";

const ERROR_SHOWN_MS = 5000;

export function Toasts() {
  const t = useT();
  const sessionError = useAtomValue(sessionErrorAtom);
  const favoriteError = useAtomValue(favoriteErrorAtom);
  const offer = useAtomValue(undoOfferAtom);

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

  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(
      () => {
        if (store.get(undoOfferAtom)?.id === offer.id) store.set(undoOfferAtom, null);
      },
      Math.max(0, offer.until - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [offer]);

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
      {offer && (
        <div className="toast" role="status">
          <span className="toast-text">{offer.text}</span>
          <button
            type="button"
            className="toast-action toast-undo"
            onClick={() => {
              store.set(undoOfferAtom, null);
              offer.undo();
            }}
          >
            {t("remote.toast.undo")}
          </button>
        </div>
      )}
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
