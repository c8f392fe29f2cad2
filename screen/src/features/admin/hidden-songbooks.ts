// The songbooks the hidden songs belong to, once each, in the order they first appear: one
// "Restore all of …" button each.
export function songbooksOf(
  songs: readonly { songbook_prefix: string; songbook_name: string }[],
): { prefix: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const song of songs) {
    if (!seen.has(song.songbook_prefix)) seen.set(song.songbook_prefix, song.songbook_name);
  }
  return [...seen].map(([prefix, name]) => ({ prefix, name }));
}
