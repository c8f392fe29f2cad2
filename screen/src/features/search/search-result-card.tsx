// One songbook's matches: thumbnail, name, `N match(es)`, `View full songbook →`, its songs.
import { cleanSongbookName, type SearchGroup, type Song } from "@encore/shared";
import { matchCount } from "@encore/web/catalogue/count-line";
import { useT } from "@encore/web/i18n/translate";
import { SongRow } from "@encore/web/ui/song-row";
import { SongbookThumbnail } from "@encore/web/ui/songbook-thumbnail";

interface Props {
  group: SearchGroup;
  bookIndex: number;
  onSelect: (song: Song) => void;
  onOpenSongbook: () => void;
}

export function SearchResultCard({ group, bookIndex, onSelect, onOpenSongbook }: Props) {
  const t = useT();
  const headingId = `search-book-${group.songbook_prefix}`;
  return (
    <section className="search-card" aria-labelledby={headingId} data-book-index={bookIndex}>
      <header className="search-card-header">
        <SongbookThumbnail src={group.songbook_thumbnail} />
        <div className="search-card-title">
          <h2 id={headingId}>{cleanSongbookName(group.songbook_name)}</h2>
          <span className="search-card-count">{matchCount(group.count)}</span>
        </div>
        <button
          type="button"
          className="search-card-open"
          data-book-button={bookIndex}
          onClick={onOpenSongbook}
        >
          {t("screen.search.viewSongbook")}
        </button>
      </header>
      <div className="search-card-songs">
        {group.songs.map((song, index) => (
          <SongRow key={song.db_id} song={song} index={index} onSelect={onSelect} />
        ))}
      </div>
    </section>
  );
}
