// The hidden songs, newest first, each with its reason and day, and the ways to restore them.
import type { AdminHiddenSong, AdminRestoreBody } from "@encore/shared";
import { cloudErrorOf, errorText } from "@encore/web/i18n/error-text";
import { formatLongDate } from "@encore/web/i18n/format";
import { useT } from "@encore/web/i18n/translate";
import { useState } from "react";
import { adminApi } from "./admin-api";
import { LoadState } from "./load-state";
import { songbooksOf } from "./hidden-songbooks";
import { useAdminLoad } from "./use-admin-load";

const REASON_KEYS = {
  reports: "screen.admin.songs.reasonReports",
  operator: "screen.admin.songs.reasonOperator",
  import: "screen.admin.songs.reasonImport",
} as const satisfies Record<AdminHiddenSong["reason"], string>;

interface Props {
  changes: number;
  onChange: () => void;
}

export function HiddenSongs({ changes, onChange }: Props) {
  const t = useT();
  const { loaded, reload } = useAdminLoad(adminApi.hiddenSongs, [changes]);
  const [notice, setNotice] = useState<string | null>(null);

  const restore = (body: AdminRestoreBody) => {
    adminApi.restore(body).then(
      ({ restored }) => {
        setNotice(t("screen.admin.songs.restored", { count: restored }));
        onChange();
      },
      (error: unknown) => setNotice(errorText(cloudErrorOf(error))),
    );
  };

  const songs = loaded.status === "ready" ? loaded.value.songs : [];
  return (
    <section className="admin-section" aria-labelledby="admin-hidden-title">
      <div className="admin-section-head">
        <h2 id="admin-hidden-title">{t("screen.admin.songs.hiddenTitle")}</h2>
        {songs.length > 0 && (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => restore({ all: true })}
          >
            {t("screen.admin.songs.restoreAll")}
          </button>
        )}
      </div>
      <p className="admin-dim">{t("screen.admin.songs.hiddenIntro")}</p>
      <p className="admin-notice" role="status">
        {notice}
      </p>
      <LoadState loaded={loaded} onRetry={reload} />
      {loaded.status === "ready" && songs.length === 0 && (
        <p className="admin-empty">{t("screen.admin.songs.noneHidden")}</p>
      )}
      {songs.length > 0 && (
        <>
          <div className="admin-row-actions">
            {songbooksOf(songs).map((songbook) => (
              <button
                key={songbook.prefix}
                type="button"
                className="button button-ghost"
                onClick={() => restore({ songbook: songbook.prefix })}
              >
                {t("screen.admin.songs.restoreSongbook", { songbook: songbook.name })}
              </button>
            ))}
          </div>
          <ul className="admin-list" aria-labelledby="admin-hidden-title">
            {songs.map((song) => (
              <HiddenSongRow
                key={song.db_id}
                song={song}
                onRestore={() => restore({ db_id: song.db_id })}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function HiddenSongRow({ song, onRestore }: { song: AdminHiddenSong; onRestore: () => void }) {
  const t = useT();
  return (
    <li className="admin-item">
      <div className="admin-item-text">
        <strong>{song.title}</strong>
        <span className="admin-dim">
          {song.artist} · {song.id} · {song.songbook_name}
        </span>
        <span className="admin-dim">
          {t(REASON_KEYS[song.reason])}
          {" · "}
          {t("screen.admin.songs.hiddenAt", { date: formatLongDate(new Date(song.hidden_at)) })}
        </span>
      </div>
      <button
        type="button"
        className="button"
        aria-label={t("screen.admin.songs.restoreSong", { title: song.title })}
        onClick={onRestore}
      >
        {t("screen.admin.songs.restore")}
      </button>
    </li>
  );
}
