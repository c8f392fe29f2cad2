// A song as a tile: thumbnail, cleaned title and artist, its code. A button: selecting it is the
// caller's action (queue it, play it).
import { cleanArtist, cleanTitle, displayCode, type Song } from "@encore/shared";
import { songThumbnail } from "../catalogue/thumbnails";
import { useT } from "../i18n/translate";
import "./song.css";

export function SongCard({ song, onSelect }: { song: Song; onSelect: (song: Song) => void }) {
  const t = useT();
  const title = cleanTitle(song.title);
  const artist = cleanArtist(song.artist);
  return (
    <button
      type="button"
      className="song-card"
      onClick={() => onSelect(song)}
      aria-label={t("common.song.label", { title, artist, code: displayCode(song) })}
    >
      <span className="song-card-thumb">
        <img
          src={songThumbnail(song.youtube_id)}
          alt=""
          loading="lazy"
          width={320}
          height={180}
          onError={(event) => (event.currentTarget.style.visibility = "hidden")}
        />
        <span className="song-code">{displayCode(song)}</span>
      </span>
      <span className="song-card-title">{title}</span>
      <span className="song-card-artist">{artist}</span>
    </button>
  );
}

/** The same box as a card, so nothing moves when the songs arrive. */
export function SongCardPlaceholder() {
  return (
    <span className="song-card" aria-hidden="true">
      <span className="song-card-thumb song-card-placeholder" />
      <span className="song-card-title">&nbsp;</span>
      <span className="song-card-artist">&nbsp;</span>
    </span>
  );
}
