// A song as a list row: code, cleaned title and artist, and (signed in) its favorite toggle.
// The row's main button is the caller's action (queue it, play it).
import { cleanArtist, cleanTitle, displayCode, type Song } from "@encore/shared";
import type { ReactNode } from "react";
import { useT } from "../i18n/translate";
import { FavoriteToggle } from "./favorite-toggle";
import "./song-row.css";

export interface SongRowProps {
  song: Song;
  onSelect: (song: Song) => void;
  /** Index among the list's rows, for keyboard navigation. */
  index?: number;
  /** Extra content at the end (a badge). */
  extra?: ReactNode;
  /** The row cannot be selected now (the remote: a song already in the queue). */
  disabled?: boolean;
}

export function SongRow({ song, onSelect, index, extra, disabled }: SongRowProps) {
  const t = useT();
  const title = cleanTitle(song.title);
  const artist = cleanArtist(song.artist);
  return (
    <div className="song-row">
      <button
        type="button"
        className="song-row-main"
        data-song-index={index}
        disabled={disabled}
        onClick={() => onSelect(song)}
        aria-label={t("common.song.label", { title, artist, code: displayCode(song) })}
      >
        <span className="song-row-code">{displayCode(song)}</span>
        <span className="song-row-text">
          <span className="song-row-title">{title}</span>
          <span className="song-row-artist">{artist}</span>
        </span>
      </button>
      {extra}
      <FavoriteToggle song={song} />
    </div>
  );
}
