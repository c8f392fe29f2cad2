// A signed-in user's favorites, first on the Songs tab, to queue in one tap.
import { userAtom } from "@encore/web/auth/auth-atoms";
import { favoritesAtom } from "@encore/web/favorites/favorites-atoms";
import { useT } from "@encore/web/i18n/translate";
import { useAtomValue } from "@encore/web/store/store";
import { QueueableRow } from "./queueable-row";
import { useQueueBadge } from "./use-queue-badge";

export function FavoritesSection() {
  const t = useT();
  const user = useAtomValue(userAtom);
  const favorites = useAtomValue(favoritesAtom);
  const badgeOf = useQueueBadge();
  if (!user) return null;
  return (
    <section className="browse-section" aria-labelledby="favorites-heading">
      <h2 id="favorites-heading" className="browse-heading">
        {t("remote.browse.favorites")}
      </h2>
      {favorites.length === 0 ? (
        <p className="browse-note">{t("remote.browse.favoritesEmpty")}</p>
      ) : (
        <ul className="song-list">
          {favorites.map((song) => (
            <QueueableRow key={song.db_id} song={song} badge={badgeOf(song)} />
          ))}
        </ul>
      )}
    </section>
  );
}
