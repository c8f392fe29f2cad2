// The favorite toggle of a song (signed-in users only; CONTRACT §5 names), and its parts for
// toggles styled otherwise (the player's round button).
import type { Song } from "@encore/shared";
import { userAtom } from "../auth/auth-atoms";
import { favoritesAtom, isFavorite, toggleFavorite } from "../favorites/favorites-atoms";
import { useAtomValue } from "../store/store";
import "./favorite-toggle.css";

/** Whether `song` is a favorite, the toggle's accessible name, and the toggle itself. */
export function useFavorite(song: Song): { on: boolean; label: string; toggle: () => void } {
  const on = isFavorite(useAtomValue(favoritesAtom), song);
  return {
    on,
    label: on ? "Remove from favorites" : "Add to favorites",
    toggle: () => void toggleFavorite(song),
  };
}

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 21s-7.5-4.6-9.5-9.2C1 8.3 3.2 4.5 7 4.5c2.1 0 3.6 1.1 5 2.9 1.4-1.8 2.9-2.9 5-2.9 3.8 0 6 3.8 4.5 7.3C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

export function FavoriteToggle({ song }: { song: Song }) {
  const user = useAtomValue(userAtom);
  const { on, label, toggle } = useFavorite(song);
  if (!user) return null;
  return (
    <button
      type="button"
      className={`favorite-toggle ${on ? "favorite-toggle-on" : ""}`}
      aria-label={label}
      title={label}
      aria-pressed={on}
      onClick={toggle}
    >
      <HeartIcon filled={on} />
    </button>
  );
}
