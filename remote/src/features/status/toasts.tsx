// Toasts above the dock: the cloud's refusal in its own words (the fresh state comes with it),
// and the Undo of a remove for its 5 seconds.
import { sessionErrorAtom } from "@encore/web/session/session-atoms";
import { store, useAtomValue } from "@encore/web/store/store";
import { useEffect } from "react";
import { undoOfferAtom } from "./toast-atoms";
import "./status.css";

const ERROR_SHOWN_MS = 5000;

export function Toasts() {
  const error = useAtomValue(sessionErrorAtom);
  const offer = useAtomValue(undoOfferAtom);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => {
      if (store.get(sessionErrorAtom) === error) store.set(sessionErrorAtom, null);
    }, ERROR_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [error]);

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
      {error && (
        <div className="toast toast-error" role="alert">
          <span>{error.message}</span>
          <button
            type="button"
            className="toast-action"
            aria-label="Dismiss"
            onClick={() => store.set(sessionErrorAtom, null)}
          >
            ×
          </button>
        </div>
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
            Undo
          </button>
        </div>
      )}
    </div>
  );
}
