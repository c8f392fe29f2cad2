// Session home (docs/product.md#session-home): top bar (with the party settings,
// docs/product.md#the-host), the join card, favorites (signed in), the carousels and the songbooks.
// A queue or a current song takes the screen to the player.
import { screenPaths } from "@encore/shared";
import { useT } from "@encore/web/i18n/translate";
import { hasPartyAtom } from "@encore/web/session/session-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { useEffect } from "react";
import { useAppNavigate } from "../../app/navigate";
import { useSpatialNavigation } from "../navigation";
import { PartySettingsButton, UndoNotice } from "../party";
import { TopBar } from "../top-bar";
import { CollectionsGrid } from "./collections-grid";
import { DemoNote } from "./demo-note";
import { FavoritesSection } from "./favorites-section";
import { JoinCard } from "./join-card";
import { SongCarousel } from "./song-carousel";
import "./session-home.css";

export function SessionHomePage({ code }: { code: string }) {
  const t = useT();
  const navigate = useAppNavigate();
  const hasParty = useAtomValue(hasPartyAtom);
  useSpatialNavigation();
  useEffect(() => {
    if (hasParty) navigate(screenPaths.player(code));
  }, [hasParty, code, navigate]);

  return (
    <div className="session-home">
      <TopBar
        code={code}
        actions={
          <>
            <UndoNotice />
            <PartySettingsButton />
          </>
        }
      />
      <main className="session-home-main">
        <JoinCard code={code} />
        <DemoNote />
        <FavoritesSection code={code} />
        <SongCarousel title={t("screen.home.popular")} kind="popular" code={code} />
        <SongCarousel title={t("screen.home.latest")} kind="new" code={code} />
        <CollectionsGrid code={code} />
      </main>
    </div>
  );
}
