// What the TV's undo notice says for an offer (docs/screen.md, "Undo on the TV"): `Queue cleared`
// for a cleared queue, `{name} removed {title}` / `{name} skipped {title}` for one song. An empty
// `by.name` is the TV itself. Other changes (a singer removed) are not offered on the TV.
import type { UndoOffer } from "@encore/shared";
import type { MessageKey } from "@encore/web/i18n/message-key";
import type { HeldUndo } from "@encore/web/session/session-reducer";

export interface UndoNoticeText {
  key: MessageKey;
  values?: { name?: string; title?: string };
  /** `by.name` was empty: the caller says "The TV" in the language shown. */
  byTheTv: boolean;
}

export function undoNoticeText(offer: UndoOffer): UndoNoticeText | null {
  const byTheTv = offer.by.name.trim() === "";
  const title = offer.songs[0]?.title ?? "";
  switch (offer.action) {
    case "clear_queue":
    case "clear_all":
      return { key: "screen.undo.cleared", byTheTv };
    case "remove":
      return { key: "screen.undo.removed", values: { name: offer.by.name, title }, byTheTv };
    case "skip":
      return { key: "screen.undo.skipped", values: { name: offer.by.name, title }, byTheTv };
    default:
      return null;
  }
}

/** The offer the TV shows: the newest still open that it has words for. */
export function shownUndo(open: readonly HeldUndo[]): HeldUndo | null {
  for (let i = open.length - 1; i >= 0; i--) {
    const held = open[i];
    if (held && undoNoticeText(held.offer)) return held;
  }
  return null;
}
