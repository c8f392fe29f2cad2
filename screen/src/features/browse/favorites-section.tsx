// The signed-in user's favorites (logged-in users only; an empty list on failure), as the
// favorites store holds them.
import { userAtom } from "@encore/web/auth/auth-atoms";
import { favoritesAtom, favoritesLoadedAtom } from "@encore/web/favorites/favorites-atoms";
import { useT } from "@encore/web/i18n/translate";
import { useAtomValue } from "@encore/web/store/store";
import { SongCard } from "@encore/web/ui/song-card";
import { queueSong } from "./queue-song";

export function FavoritesSection(_: { code: string }) {
  const user = useAtomValue(userAtom);
  if (!user) return null;
  return <Favorites />;
}

function Favorites() {
  const t = useT();
  const songs = useAtomValue(favoritesAtom);
  const loaded = useAtomValue(favoritesLoadedAtom);
  return (
    <section className="home-section" aria-labelledby="favorites-title">
      <div className="home-section-header">
        <h2 id="favorites-title">{t("screen.home.favorites")}</h2>
      </div>
      {loaded && songs.length === 0 && (
        <p className="home-section-empty">{t("screen.home.favoritesEmpty")}</p>
      )}
      <div className="song-grid">
        {songs.map((song) => (
          <SongCard key={song.db_id} song={song} onSelect={(picked) => void queueSong(picked)} />
        ))}
      </div>
    </section>
  );
}
