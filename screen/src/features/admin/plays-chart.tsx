// The songs played on each of the last 7 days, as bars; each bar says its day and count to a
// screen reader, and the numbers are printed under the bars for everyone.
import { formatDate, formatNumber } from "@encore/web/i18n/format";
import { useT } from "@encore/web/i18n/translate";
import { dayDate, playsBars, type PlaysDay } from "./plays-chart-bars";

export function PlaysChart({ days }: { days: readonly PlaysDay[] }) {
  const t = useT();
  return (
    <figure className="admin-chart">
      <figcaption>{t("screen.admin.parties.chartTitle")}</figcaption>
      <ol className="admin-chart-bars">
        {playsBars(days).map((bar) => (
          <li
            key={bar.date}
            aria-label={t("screen.admin.parties.chartDay", {
              date: formatDate(dayDate(bar.date), { dateStyle: "medium", timeZone: "UTC" }),
              count: bar.count,
            })}
          >
            <span className="admin-chart-count" aria-hidden="true">
              {formatNumber(bar.count)}
            </span>
            <span className="admin-chart-track" aria-hidden="true">
              <span className="admin-chart-bar" style={{ height: `${bar.height}%` }} />
            </span>
            <span className="admin-chart-day" aria-hidden="true">
              {formatDate(dayDate(bar.date), { weekday: "short", timeZone: "UTC" })}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
