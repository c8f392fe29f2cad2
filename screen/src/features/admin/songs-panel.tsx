// Songs that stopped playing (docs/admin.md): the hidden songs with why and when, restored one at
// a time, by songbook or all; and a search of the whole catalogue to hide a song by hand.
import { useState } from "react";
import { HiddenSongs } from "./hidden-songs";
import { SongFinder } from "./song-finder";

export function SongsPanel() {
  // Hiding a song by hand lists it under the hidden ones at once.
  const [changes, setChanges] = useState(0);
  const changed = () => setChanges((n) => n + 1);
  return (
    <>
      <HiddenSongs changes={changes} onChange={changed} />
      <SongFinder changes={changes} onChange={changed} />
    </>
  );
}
