// Parties now (docs/admin.md): the live parties and their devices, the songs played, the
// catalogue and the database, each number the cloud's own.
import type { AdminOverview } from "@encore/shared";
import { formatNumber } from "@encore/web/i18n/format";
import { useT } from "@encore/web/i18n/translate";
import { adminApi } from "./admin-api";
import { LoadState } from "./load-state";
import { PlaysChart } from "./plays-chart";
import { useAdminLoad } from "./use-admin-load";

export function PartiesPanel() {
  const t = useT();
  const { loaded, reload } = useAdminLoad(adminApi.overview);
  return (
    <section className="admin-section" aria-labelledby="admin-parties-title">
      <div className="admin-section-head">
        <h2 id="admin-parties-title">{t("screen.admin.parties.title")}</h2>
        <button type="button" className="button button-ghost" onClick={reload}>
          {t("screen.admin.refresh")}
        </button>
      </div>
      <LoadState loaded={loaded} onRetry={reload} />
      {loaded.status === "ready" && <Overview overview={loaded.value} />}
    </section>
  );
}

function Overview({ overview }: { overview: AdminOverview }) {
  const t = useT();
  const stats = [
    { label: t("screen.admin.parties.live"), value: formatNumber(overview.parties.live) },
    { label: t("screen.admin.parties.devices"), value: formatNumber(overview.parties.devices) },
    { label: t("screen.admin.parties.today"), value: formatNumber(overview.plays.today) },
    { label: t("screen.admin.parties.week"), value: formatNumber(overview.plays.week) },
    { label: t("screen.admin.parties.catalogue"), value: formatNumber(overview.catalogue.songs) },
    {
      label: t("screen.admin.parties.songbooks"),
      value: formatNumber(overview.catalogue.songbooks),
    },
    { label: t("screen.admin.parties.hidden"), value: formatNumber(overview.catalogue.hidden) },
    { label: t("screen.admin.parties.database"), value: overview.database },
  ];
  return (
    <>
      <dl className="admin-stats">
        {stats.map((stat) => (
          <div key={stat.label} className="admin-stat">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      {overview.catalogue.demo && <p className="admin-note">{t("screen.admin.parties.demo")}</p>}
      <PlaysChart days={overview.plays.days} />
    </>
  );
}
