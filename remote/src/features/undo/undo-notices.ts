// Which of the cloud's undo offers this phone shows, and in what words (docs/remote.md, Undo).
// Every phone is told a cleared queue; a song taken is told to its owner (`Ben removed your song`)
// and to the one who took it; nobody else hears of it. Each lasts the offer's window.
import { cleanTitle, type UndoOffer } from "@encore/shared";
import { t as translate, type Translate } from "@encore/web/i18n/translate";
import { UNDO_WINDOW_MS, type HeldUndo } from "@encore/web/session/session-reducer";
import { isMine, type SingerIdentity } from "../your-turn";

export interface UndoNotice {
  undoId: string;
  text: string;
  /** This phone's clock: when the offer ends. */
  until: number;
}

type TakenSong = UndoOffer["songs"][number];

const owns = (song: TakenSong, me: SingerIdentity) =>
  isMine({ added_by_user: { name: song.name, avatar: null, singer: song.singer } }, me);

/** The words for one offer on this phone, or null when it is not this phone's to undo. */
export function undoText(
  offer: UndoOffer,
  me: SingerIdentity,
  t: Translate = translate,
): string | null {
  if (offer.action === "clear_queue" || offer.action === "clear_all")
    return t("remote.undo.cleared");
  const byMe = offer.by.singer !== undefined && me.singers.includes(offer.by.singer);
  const first = offer.songs[0];
  if (byMe) {
    if (offer.action === "remove_singer")
      return t("remote.undo.removedSinger", { name: first?.name ?? "" });
    const title = cleanTitle(first?.title ?? "");
    return offer.action === "skip"
      ? t("remote.undo.skipped", { title })
      : t("remote.queue.removed", { title });
  }
  if (!offer.songs.some((song) => owns(song, me))) return null;
  const name = offer.by.name;
  // No name is the TV (docs/protocol.md#undo), said in its own words.
  if (name === "") {
    if (offer.action === "skip") return t("remote.undo.tvSkippedYours");
    if (offer.action === "remove_singer") return t("remote.undo.tvRemovedYourSongs");
    return t("remote.undo.tvRemovedYours");
  }
  if (offer.action === "skip") return t("remote.undo.skippedYours", { name });
  if (offer.action === "remove_singer") return t("remote.undo.removedYourSongs", { name });
  return t("remote.undo.removedYours", { name });
}

/** The notices open at `now`, oldest first, without those this phone already answered. */
export function undoNotices(
  undos: readonly HeldUndo[],
  now: number,
  me: SingerIdentity,
  answered: ReadonlySet<string> = new Set(),
  t: Translate = translate,
): UndoNotice[] {
  const notices: UndoNotice[] = [];
  for (const { offer, at } of undos) {
    const until = at + UNDO_WINDOW_MS;
    if (until <= now || answered.has(offer.undo_id)) continue;
    const text = undoText(offer, me, t);
    if (text !== null) notices.push({ undoId: offer.undo_id, text, until });
  }
  return notices;
}
