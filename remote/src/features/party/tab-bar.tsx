// The tabs at the bottom, under the thumb: Songs, Queue (with its length), Me.
import { formatNumber } from "@encore/web/i18n/format";
import { useT } from "@encore/web/i18n/translate";
import { queueAtom } from "@encore/web/session/session-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { Link } from "wouter";
import { remotePaths } from "../../app/paths";

export type PartyTab = "songs" | "queue" | "me";

const ICONS: Record<PartyTab, string> = {
  songs:
    "M10 4a6 6 0 1 0 3.7 10.7l4.8 4.8 1.4-1.4-4.8-4.8A6 6 0 0 0 10 4zm0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8z",
  queue: "M4 6h16v2H4zm0 5h16v2H4zm0 5h10v2H4z",
  me: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-4 0-7 2-7 4.5V20h14v-1.5C19 16 16 14 12 14z",
};

export function TabBar({ code, tab }: { code: string; tab: PartyTab }) {
  const t = useT();
  const queue = useAtomValue(queueAtom);
  const tabs: { id: PartyTab; label: string; href: string; badge?: number }[] = [
    { id: "songs", label: t("remote.tabs.songs"), href: remotePaths.browse(code) },
    {
      id: "queue",
      label: t("remote.tabs.queue"),
      href: remotePaths.queue(code),
      badge: queue.length,
    },
    { id: "me", label: t("remote.tabs.me"), href: remotePaths.me(code) },
  ];
  return (
    <nav className="tab-bar" aria-label={t("remote.tabs.label")}>
      {tabs.map((item) => (
        <Link
          key={item.id}
          href={item.href}
          className={`tab-bar-item ${item.id === tab ? "tab-bar-item-active" : ""}`}
          aria-current={item.id === tab ? "page" : undefined}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d={ICONS[item.id]} fill="currentColor" />
          </svg>
          <span className="tab-bar-label">
            {item.label}
            {item.badge ? (
              <span className="tab-bar-badge"> ({formatNumber(item.badge)})</span>
            ) : null}
          </span>
        </Link>
      ))}
    </nav>
  );
}
