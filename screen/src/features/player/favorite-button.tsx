// The player's favorite toggle for the current song (signed-in users only): the shared toggle's
// parts in the player's round button.
import type { Song } from "@encore/shared";
import { loadFavorites } from "@encore/web/favorites/favorites-atoms";
import { HeartIcon, useFavorite } from "@encore/web/ui/favorite-toggle";
import { useEffect } from "react";

export function FavoriteButton({ song }: { song: Song }) {
  const { on, label, toggle } = useFavorite(song);
  useEffect(() => void loadFavorites(), []);
  return (
    <button
      type="button"
      className={`player-button ${on ? "player-button-on" : ""}`}
      aria-label={label}
      title={label}
      aria-pressed={on}
      onClick={toggle}
    >
      <span className="player-button-icon" aria-hidden="true">
        <HeartIcon filled={on} />
      </span>
    </button>
  );
}
