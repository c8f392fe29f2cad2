// Which songbook a route names (docs/remote.md, Songbooks), shared by the screen's and
// the remote's songbook pages: its file or its prefix, in any case.
import type { Songbook } from "@encore/shared";

/** The songbook a route names by its file or its prefix, in any case; null when none has it. */
export function findSongbook(songbooks: readonly Songbook[], routeId: string): Songbook | null {
  const wanted = routeId.toLowerCase();
  return (
    songbooks.find(
      (book) => book.file.toLowerCase() === wanted || book.prefix.toLowerCase() === wanted,
    ) ?? null
  );
}
