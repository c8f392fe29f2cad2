// The TV's undo notice (docs/screen.md, "Undo on the TV"): while the shared view holds an offer
// (10 s from when this TV heard of it), `Queue cleared — Undo` or `{name} removed {title} —
// Undo`, whose Undo sends UNDO {undo_id}. Placed in a bar by its page (the player's buttons, the
// session home's top bar), never over the video.
import { useT } from "@encore/web/i18n/translate";
import { sessionViewAtom } from "@encore/web/session/session-atoms";
import { openUndos, UNDO_WINDOW_MS } from "@encore/web/session/session-reducer";
import { useAtomValue } from "@encore/web/store/store";
import { useEffect, useRef, useState } from "react";
import { command } from "../playback";
import { shownUndo, undoNoticeText } from "./undo-notice-text";
import "./undo-notice.css";

export function UndoNotice() {
  const t = useT();
  const view = useAtomValue(sessionViewAtom);
  const [now, setNow] = useState(() => Date.now());
  // A new offer is judged against the clock now, not the last render's.
  useEffect(() => setNow(Date.now()), [view.undos]);
  const held = shownUndo(openUndos(view, now));
  useEffect(() => {
    if (!held) return;
    const timer = setTimeout(() => setNow(Date.now()), held.at + UNDO_WINDOW_MS - Date.now() + 5);
    return () => clearTimeout(timer);
  }, [held]);

  // Focused when it goes (undone, expired): the focus moves to the control before it, so the TV
  // remote is never left with nothing focused.
  const focusAfter = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (held || !focusAfter.current) return;
    if (document.activeElement === document.body) focusAfter.current.focus();
    focusAfter.current = null;
  }, [held]);

  const text = held && undoNoticeText(held.offer);
  if (!held || !text) return null;
  const name = text.byTheTv ? t("screen.undo.theTv") : (text.values?.name ?? "");
  return (
    <div className="undo-notice" role="status">
      <span className="undo-notice-text">
        {t(text.key, { title: text.values?.title ?? "", name })}
      </span>
      <span className="undo-notice-dash" aria-hidden="true">
        {" — "}
      </span>
      <button
        type="button"
        className="undo-notice-button"
        onClick={() => void command("UNDO", { undo_id: held.offer.undo_id })}
        onFocus={(event) => {
          const before = event.currentTarget.parentElement?.previousElementSibling;
          focusAfter.current = before instanceof HTMLElement ? before : null;
        }}
        onBlur={(event) => {
          // Focus moved elsewhere; a blur with nowhere to go is the button going away.
          if (event.relatedTarget) focusAfter.current = null;
        }}
      >
        {t("screen.undo.undo")}
      </button>
    </div>
  );
}
