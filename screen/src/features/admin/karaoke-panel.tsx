// Karaoke songs (docs/admin.md, "Karaoke songs from YouTube"): the Data API key, the channels to
// import, the import with its live progress, and the daily refresh.
import { useT } from "@encore/web/i18n/translate";
import { useEffect, useRef } from "react";
import { adminApi } from "./admin-api";
import { ChannelList } from "./channel-list";
import { ImportProgress } from "./import-progress";
import { LoadState } from "./load-state";
import { RefreshInfo } from "./refresh-info";
import { useAdminLoad } from "./use-admin-load";
import { useImportEvents } from "./use-import-events";
import { YoutubeKeyForm } from "./youtube-key-form";

export function KaraokePanel() {
  const t = useT();
  const { loaded, reload } = useAdminLoad(adminApi.youtube);
  const { state, follow } = useImportEvents();
  const running = state?.status === "running";
  // An import that ends changes what the channels and the refresh say: read them again.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) reload();
    wasRunning.current = running;
  }, [running, reload]);
  return (
    <>
      <section className="admin-section" aria-labelledby="admin-key-title">
        <h2 id="admin-key-title">{t("screen.admin.karaoke.keyTitle")}</h2>
        <p className="admin-dim">{t("screen.admin.karaoke.keyIntro")}</p>
        <LoadState loaded={loaded} onRetry={reload} />
        {loaded.status === "ready" && (
          <YoutubeKeyForm youtubeKey={loaded.value.key} onChange={reload} />
        )}
      </section>
      {loaded.status === "ready" && (
        <ChannelList
          channels={loaded.value.channels}
          hasKey={loaded.value.key.configured}
          running={running}
          onChange={reload}
          onImport={(started) => {
            follow(started);
            reload();
          }}
        />
      )}
      <ImportProgress state={state} />
      {loaded.status === "ready" && (
        <RefreshInfo
          refresh={loaded.value.refresh}
          running={running}
          onStarted={(started) => {
            follow(started);
            reload();
          }}
        />
      )}
    </>
  );
}
