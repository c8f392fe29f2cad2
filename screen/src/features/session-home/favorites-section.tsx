// The signed-in user's favorites (spec §2: logged-in users only; an empty list on failure).
import { api } from "@encore/web/api/encore-api";
import { userAtom } from "@encore/web/auth/auth-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { SongCard } from "@encore/web/ui/song-card";
import { queueSong } from "./queue-song";
import { useLoad } from "./use-load";

export function FavoritesSection(_: { code: string }) {
  const user = useAtomValue(userAtom);
  if (!user) return null;
  return <Favorites email={user.email} />;
}

function Favorites({ email }: { email: string }) {
  const loaded = useLoad(() => api.favorites(), "Failed to load favorites", [email]);
  const songs = loaded.status === "ready" ? loaded.value.favorites : [];
  return (
    <section className="home-section" aria-labelledby="favorites-title">
      <div className="home-section-header">
        <h2 id="favorites-title">Your Favorites</h2>
      </div>
      {loaded.status === "ready" && songs.length === 0 && (
        <p className="home-section-empty">Songs you favorite show up here.</p>
      )}
      <div className="song-grid">
        {songs.map((song) => (
          <SongCard key={song.db_id} song={song} onSelect={(picked) => void queueSong(picked)} />
        ))}
      </div>
    </section>
  );
}
