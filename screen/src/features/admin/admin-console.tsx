// The back office once signed in: its sections as tabs (arrow keys move between them, as the
// ARIA tabs pattern has it), and Sign out.
import { useT } from "@encore/web/i18n/translate";
import { useRef, useState, type KeyboardEvent } from "react";
import { adminApi } from "./admin-api";
import { FeedbackPanel } from "./feedback-panel";
import { KaraokePanel } from "./karaoke-panel";
import { PartiesPanel } from "./parties-panel";
import { SongsPanel } from "./songs-panel";
import { nextTab, type AdminTab, ADMIN_TABS } from "./admin-tabs";

const TAB_LABELS = {
  parties: "screen.admin.tabs.parties",
  karaoke: "screen.admin.tabs.karaoke",
  songs: "screen.admin.tabs.songs",
  feedback: "screen.admin.tabs.feedback",
} as const satisfies Record<AdminTab, string>;

export function AdminConsole({ onSignedOut }: { onSignedOut: () => void }) {
  const t = useT();
  const [tab, setTab] = useState<AdminTab>("parties");
  const tabs = useRef(new Map<AdminTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextTab(tab, event.key);
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabs.current.get(next)?.focus();
  };
  const signOut = () => {
    void adminApi.signOut().finally(onSignedOut);
  };

  return (
    <>
      <header className="admin-header">
        <h1>{t("screen.admin.title")}</h1>
        <button type="button" className="button button-ghost" onClick={signOut}>
          {t("screen.admin.signOut")}
        </button>
      </header>
      <div
        className="admin-tabs"
        role="tablist"
        aria-label={t("screen.admin.sections")}
        onKeyDown={onKeyDown}
      >
        {ADMIN_TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              if (element) tabs.current.set(name, element);
            }}
            type="button"
            role="tab"
            id={`admin-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`admin-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(TAB_LABELS[name])}
          </button>
        ))}
      </div>
      <main
        className="admin-main"
        role="tabpanel"
        id={`admin-panel-${tab}`}
        aria-labelledby={`admin-tab-${tab}`}
      >
        {tab === "parties" && <PartiesPanel />}
        {tab === "karaoke" && <KaraokePanel />}
        {tab === "songs" && <SongsPanel />}
        {tab === "feedback" && <FeedbackPanel />}
      </main>
    </>
  );
}
