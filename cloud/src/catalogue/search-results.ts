// Groups ranked songs by songbook for GET /search, keeping the rank order of songbooks (by their
// best song) and of songs within each.
import type { SearchGroup, Song } from "@encore/shared";

export function groupBySongbook(songs: readonly Song[]): SearchGroup[] {
  const groups = new Map<string, SearchGroup>();
  for (const song of songs) {
    let group = groups.get(song.songbook_prefix);
    if (!group) {
      group = {
        songbook_name: song.songbook_name,
        songbook_prefix: song.songbook_prefix,
        songbook_thumbnail: song.songbook_thumbnail,
        count: 0,
        songs: [],
      };
      groups.set(song.songbook_prefix, group);
    }
    group.songs.push(song);
    group.count += 1;
  }
  return [...groups.values()];
}
