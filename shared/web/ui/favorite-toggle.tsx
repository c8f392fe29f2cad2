// The favorite toggle of a song (signed-in users only; named as docs/product.md#accessible-names
// says), and its parts for toggles styled otherwise (the player's round button).
import type { Song } from "@encore/shared";
import { userAtom } from "../auth/auth-atoms";
import { favoritesAtom, isFavorite, toggleFavorite } from "../favorites/favorites-atoms";
import { useT } from "../i18n/translate";
import { useAtomValue } from "../store/store";
import "./favorite-toggle.css";

/** A favorite toggle's button props: its accessible name (also its tooltip), state and action. */
export interface FavoriteButtonProps {
  type: "button";
  "aria-label": string;
  title: string;
  "aria-pressed": boolean;
  onClick: () => void;
}

/** Whether `song` is a favorite, and the props of a button that toggles it. */
export function useFavorite(song: Song): { on: boolean; buttonProps: FavoriteButtonProps } {
  const t = useT();
  const on = isFavorite(useAtomValue(favoritesAtom), song);
  const label = t(on ? "common.favorites.remove" : "common.favorites.add");
  return {
    on,
    buttonProps: {
      type: "button",
      "aria-label": label,
      title: label,
      "aria-pressed": on,
      onClick: () => void toggleFavorite(song),
    },
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
  const { on, buttonProps } = useFavorite(song);
  if (!user) return null;
  return (
    <button className={`favorite-toggle ${on ? "favorite-toggle-on" : ""}`} {...buttonProps}>
      <HeartIcon filled={on} />
    </button>
  );
}
