// The player's favorite toggle for the current song (signed-in users only): the shared toggle's
// parts in the player's round button.
import type { Song } from "@encore/shared";
import { HeartIcon, useFavorite } from "@encore/web/ui/favorite-toggle";

export function FavoriteButton({ song }: { song: Song }) {
  const { on, buttonProps } = useFavorite(song);
  return (
    <button className={`player-button ${on ? "player-button-on" : ""}`} {...buttonProps}>
      <span className="player-button-icon" aria-hidden="true">
        <HeartIcon filled={on} />
      </span>
    </button>
  );
}
