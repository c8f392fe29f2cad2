// The daily refresh: what it does, its last run and result, when the next one is due, and the
// same refresh at once.
import type { AdminImportState, AdminYoutubeResponse } from "@encore/shared";
import { cloudErrorOf, errorText } from "@encore/web/i18n/error-text";
import { formatDate } from "@encore/web/i18n/format";
import { useT } from "@encore/web/i18n/translate";
import { useState } from "react";
import { adminApi } from "./admin-api";

function longDateTime(iso: string): string {
  return formatDate(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
}

interface Props {
  refresh: AdminYoutubeResponse["refresh"];
  running: boolean;
  onStarted: (started: AdminImportState) => void;
}

export function RefreshInfo({ refresh, running, onStarted }: Props) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const last = refresh.last;
  const refreshNow = () => {
    adminApi.startImport({ refresh: true }).then(
      ({ import: started }) => {
        setProblem(null);
        onStarted(started);
      },
      (error: unknown) => setProblem(errorText(cloudErrorOf(error))),
    );
  };
  return (
    <section className="admin-section" aria-labelledby="admin-refresh-title">
      <div className="admin-section-head">
        <h2 id="admin-refresh-title">{t("screen.admin.karaoke.refreshTitle")}</h2>
        <button
          type="button"
          className="button button-ghost"
          disabled={running || refresh.next_at === null}
          onClick={refreshNow}
        >
          {t("screen.admin.karaoke.refreshNow")}
        </button>
      </div>
      <p className="admin-dim">{t("screen.admin.karaoke.refreshIntro")}</p>
      {last ? (
        <p>
          {t("screen.admin.karaoke.refreshLast", {
            date: longDateTime(last.finished_at ?? last.started_at),
          })}
          {" · "}
          {last.status === "failed" &&
            t("screen.admin.karaoke.failed", { error: last.error ?? "" })}
          {last.status === "running" && t("screen.admin.karaoke.starting")}
          {last.status === "done" &&
            t("screen.admin.karaoke.done", { added: last.songs_added, hidden: last.songs_hidden })}
        </p>
      ) : (
        <p>{t("screen.admin.karaoke.refreshNever")}</p>
      )}
      <p className="admin-dim">
        {refresh.next_at
          ? t("screen.admin.karaoke.refreshNext", { date: longDateTime(refresh.next_at) })
          : t("screen.admin.karaoke.refreshNeedsKey")}
      </p>
      <p className="admin-error" role="alert">
        {problem}
      </p>
    </section>
  );
}
