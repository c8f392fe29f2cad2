// The newest import as it runs: a progress bar over the channels, the videos seen, the songs kept
// and why the others were skipped; then how it ended.
import type { AdminImportState } from "@encore/shared";
import { formatNumber } from "@encore/web/i18n/format";
import { useT } from "@encore/web/i18n/translate";
import { importPercent, skippedByReason, type SkipReason } from "./import-progress-rules";

const SKIP_KEYS = {
  not_embeddable: "screen.admin.karaoke.skip.notEmbeddable",
  region: "screen.admin.karaoke.skip.region",
  not_karaoke: "screen.admin.karaoke.skip.notKaraoke",
  medley: "screen.admin.karaoke.skip.medley",
  other: "screen.admin.karaoke.skip.other",
} as const satisfies Record<SkipReason, string>;

export function ImportProgress({ state }: { state: AdminImportState | null }) {
  const t = useT();
  return (
    <section className="admin-section" aria-labelledby="admin-import-title">
      <h2 id="admin-import-title">{t("screen.admin.karaoke.progressTitle")}</h2>
      {state === null ? (
        <p className="admin-empty">{t("screen.admin.karaoke.noImport")}</p>
      ) : (
        <ImportState state={state} />
      )}
    </section>
  );
}

function ImportState({ state }: { state: AdminImportState }) {
  const t = useT();
  const percent = importPercent(state);
  const skipped = skippedByReason(state);
  return (
    <>
      <p className="admin-import-line" role="status">
        {state.status === "running" &&
          (state.current
            ? t("screen.admin.karaoke.running", { channel: state.current })
            : t("screen.admin.karaoke.starting"))}
        {state.status === "done" &&
          t("screen.admin.karaoke.done", { added: state.songs_added, hidden: state.songs_hidden })}
        {state.status === "failed" &&
          t("screen.admin.karaoke.failed", { error: state.error ?? "" })}
      </p>
      <div
        className="admin-progress"
        role="progressbar"
        aria-label={t("screen.admin.karaoke.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t("screen.admin.karaoke.channelsDone", {
          done: state.channels.done,
          total: state.channels.total,
        })}
      >
        <span className="admin-progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <dl className="admin-stats admin-import-stats">
        <div className="admin-stat">
          <dt>{t("screen.admin.karaoke.progressLabel")}</dt>
          <dd>
            {t("screen.admin.karaoke.channelsDone", {
              done: state.channels.done,
              total: state.channels.total,
            })}
          </dd>
        </div>
        <div className="admin-stat">
          <dt>{t("screen.admin.karaoke.videosSeen")}</dt>
          <dd>{formatNumber(state.videos_seen)}</dd>
        </div>
        <div className="admin-stat">
          <dt>{t("screen.admin.karaoke.songsKept")}</dt>
          <dd>{formatNumber(state.songs_kept)}</dd>
        </div>
      </dl>
      {skipped.length > 0 && (
        <div className="admin-skipped">
          <h3>{t("screen.admin.karaoke.skipped")}</h3>
          <ul>
            {skipped.map(({ reason, count }) => (
              <li key={reason}>
                <span>{t(SKIP_KEYS[reason])}</span>
                <strong>{formatNumber(count)}</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
