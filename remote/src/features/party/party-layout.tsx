// Every page of a party: the header (code, devices), what the connection and the queue have to
// say, the page, and the dock in thumb reach (now playing, Play/Pause, Stop, Skip, the tabs).
import { normalizeSessionCode } from "@encore/shared";
import { t } from "@encore/web/i18n/translate";
import { store, useAtomValue } from "@encore/web/store/store";
import { useEffect, type ReactNode } from "react";
import { useLocation } from "wouter";
import { remotePaths } from "../../app/paths";
import { needsNameAtom } from "../../app/identity-atoms";
import { joinNoticeAtom, NameStep } from "../join";
import { PlaybackDock } from "../playback";
import { ConnectionBanner, ScreenAwayBanner, Toasts } from "../status";
import { UndoToasts } from "../undo";
import { YourTurnBanner, useTurnAlerts } from "../your-turn";
import { PartyHeader } from "./party-header";
import { PartyMovedNotice } from "./party-moved-notice";
import { TabBar, type PartyTab } from "./tab-bar";
import { usePartySession } from "./use-party-session";
import "./party.css";

export function PartyLayout({
  code,
  tab,
  children,
}: {
  code: string;
  tab: PartyTab;
  children: ReactNode;
}) {
  const valid = normalizeSessionCode(code);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (valid === null) {
      store.set(joinNoticeAtom, { code: "", message: t("remote.party.badLink") });
      navigate(remotePaths.start(), { replace: true });
    } else if (valid !== code) {
      navigate(remotePaths.browse(valid), { replace: true });
    }
  }, [valid, code, navigate]);
  if (valid === null || valid !== code) return null;
  return (
    <InParty code={valid} tab={tab}>
      {children}
    </InParty>
  );
}

function InParty({ code, tab, children }: { code: string; tab: PartyTab; children: ReactNode }) {
  usePartySession(code);
  useTurnAlerts();
  const needsName = useAtomValue(needsNameAtom);
  if (needsName) return <NameStep code={code} />;
  return (
    <div className="party">
      <PartyHeader code={code} />
      {/* An overlay under the header: it comes and goes without moving the page. */}
      <ConnectionBanner />
      <div className="party-notices">
        <PartyMovedNotice />
        <ScreenAwayBanner />
        <YourTurnBanner />
      </div>
      <main className="party-main">{children}</main>
      <div className="party-dock">
        <Toasts>
          <UndoToasts />
        </Toasts>
        <PlaybackDock />
        <TabBar code={code} tab={tab} />
      </div>
    </div>
  );
}
