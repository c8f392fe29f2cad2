// The songs of one page, under letter headers, or under songbook headers for the pseudo-book.
import { cleanSongbookName, type Song } from "@encore/shared";
import { groupByLetter, groupBySongbook, songCountText } from "@encore/web/catalogue/song-groups";
import { useT } from "@encore/web/i18n/translate";
import { SongRow } from "@encore/web/ui/song-row";
import { SongbookThumbnail } from "@encore/web/ui/songbook-thumbnail";

interface Props {
  songs: Song[];
  bySongbook: boolean;
  searching: boolean;
  onSelect: (song: Song) => void;
}

export function SongbookSongs({ songs, bySongbook, searching, onSelect }: Props) {
  const t = useT();
  if (songs.length === 0) {
    return searching ? (
      <div className="songbook-empty">
        <p className="songbook-empty-title">{t("screen.songbook.noSongsFound")}</p>
        <p>{t("screen.songbook.noSongsHint")}</p>
      </div>
    ) : (
      <div className="songbook-empty">
        <p className="songbook-empty-title">{t("screen.songbook.noSongs")}</p>
      </div>
    );
  }
  const indexOf = new Map(songs.map((song, i) => [song, i]));
  const groups = bySongbook
    ? groupBySongbook(songs).map((group) => ({
        key: group.prefix,
        header: (
          <span className="songbook-group-book">
            <SongbookThumbnail src={group.thumbnail} />
            <bdi>{cleanSongbookName(group.name)}</bdi>
            <span className="songbook-group-count">{songCountText(group.songs.length)}</span>
          </span>
        ),
        songs: group.songs,
      }))
    : groupByLetter(songs).map((group, i) => ({
        key: `${group.label}-${i}`,
        header: group.label,
        songs: group.songs,
      }));
  return (
    <div className="songbook-columns">
      {groups.map((group) => (
        <section key={group.key} className="songbook-group">
          <h2 className="songbook-group-header">{group.header}</h2>
          {group.songs.map((song) => (
            <SongRow
              key={song.db_id}
              song={song}
              index={indexOf.get(song) ?? 0}
              onSelect={onSelect}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
