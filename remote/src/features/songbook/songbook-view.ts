// What the phone's songbook page asks and says, decided without React (docs/remote.md, Songbooks):
// the name its songs are asked under, and what the list says when it has no songs.
import type { Songbook } from "@encore/shared";
import { t } from "@encore/web/i18n/translate";

/**
 * The `songbook` its songs are asked under. The route's own value first, so the songs are asked
 * together with the songbooks' list; the cloud knows a songbook by its exact file or its prefix
 * in any case, so a file typed in another case is asked again under the file once the list (which
 * ignores case) has found it.
 */
export function songsRequestName(routeId: string, book: Songbook | null | undefined): string {
  if (!book) return routeId;
  const cloudFindsIt =
    book.file === routeId || book.prefix.toLowerCase() === routeId.trim().toLowerCase();
  return cloudFindsIt ? routeId : book.file;
}

export interface EmptyState {
  title: string;
  hint: string | null;
}

/** The empty states: a search that found nothing, or a songbook without songs. */
export function emptyState(query: string): EmptyState {
  return query.trim() !== ""
    ? { title: t("remote.songbook.noSongsFound"), hint: t("remote.songbook.noSongsHint") }
    : { title: t("remote.songbook.noSongs"), hint: null };
}
