// A search of the whole catalogue, hidden songs included, to hide a song by hand: it leaves every
// party's search at once and shows under the hidden songs as hidden by you.
import type { AdminSong } from "@encore/shared";
import { cloudErrorOf, errorText } from "@encore/web/i18n/error-text";
import { useT } from "@encore/web/i18n/translate";
import { TextField } from "@encore/web/ui/text-field";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { adminApi } from "./admin-api";

interface Props {
  changes: number;
  onChange: () => void;
}

type Results = { query: string; songs: AdminSong[] } | null;

export function SongFinder({ changes, onChange }: Props) {
  const t = useT();
  const [text, setText] = useState("");
  const [results, setResults] = useState<Results>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const lastQuery = useRef<string | null>(null);

  const search = (query: string) => {
    lastQuery.current = query;
    adminApi.songs(query).then(
      ({ songs }) => {
        setProblem(null);
        setResults({ query, songs });
      },
      (error: unknown) => setProblem(errorText(cloudErrorOf(error))),
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== "") search(text.trim());
  };
  const hide = (song: AdminSong) => {
    adminApi
      .hide(song.db_id)
      .then(onChange, (error: unknown) => setProblem(errorText(cloudErrorOf(error))));
  };
  // A song hidden or restored anywhere on the page: the results say so.
  useEffect(() => {
    if (changes > 0 && lastQuery.current) search(lastQuery.current);
  }, [changes]);

  return (
    <section className="admin-section" aria-labelledby="admin-finder-title">
      <h2 id="admin-finder-title">{t("screen.admin.songs.searchTitle")}</h2>
      <form className="admin-search" role="search" onSubmit={submit}>
        <TextField
          label={t("screen.admin.songs.searchLabel")}
          value={text}
          onChange={setText}
          error={problem}
        />
        <button type="submit" className="button">
          {t("screen.admin.songs.search")}
        </button>
      </form>
      {results && results.songs.length === 0 && (
        <p className="admin-empty">{t("screen.admin.songs.noResults")}</p>
      )}
      {results && results.songs.length > 0 && (
        <ul className="admin-list" aria-labelledby="admin-finder-title">
          {results.songs.map((song) => (
            <li key={song.db_id} className="admin-item">
              <div className="admin-item-text">
                <strong>{song.title}</strong>
                <span className="admin-dim">
                  {song.artist} · {song.id} · {song.songbook_name}
                </span>
              </div>
              {song.hidden ? (
                <span className="admin-badge">{t("screen.admin.songs.hiddenBadge")}</span>
              ) : (
                <button
                  type="button"
                  className="button button-ghost"
                  aria-label={t("screen.admin.songs.hideSong", { title: song.title })}
                  onClick={() => hide(song)}
                >
                  {t("screen.admin.songs.hide")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
