// Loads the YouTube IFrame API script once (docs/protocol.md#video-player). Browser tests answer
// its URL with the fake in e2e-support/fake-youtube/iframe-api.js, so nothing here knows about
// tests.
import type { YTNamespace } from "./youtube-types";
import { YT_STATE } from "./youtube-types";

export const IFRAME_API_URL = "https://www.youtube.com/iframe_api";
/** How long the script may take to load and call `onYouTubeIframeAPIReady`. */
export const IFRAME_API_TIMEOUT_MS = 15_000;

let loading: Promise<YTNamespace> | null = null;

/** The API once `YT.Player` exists (PlayerState filled in from our own table if missing). */
function readyApi(): YTNamespace | null {
  const yt = window.YT;
  if (!yt?.Player) return null;
  return { Player: yt.Player, PlayerState: yt.PlayerState ?? YT_STATE };
}

/**
 * Resolves with the IFrame API, adding its `<script>` on the first call; every later call gets the
 * same promise. Rejects when the script fails or the API is not ready within `timeoutMs`; a call
 * after a rejection tries again with a fresh script tag.
 */
export function loadIframeApi(timeoutMs: number = IFRAME_API_TIMEOUT_MS): Promise<YTNamespace> {
  if (loading) return loading;
  const ready = readyApi();
  if (ready) {
    loading = Promise.resolve(ready);
    return loading;
  }

  loading = new Promise<YTNamespace>((resolve, reject) => {
    const previousHandler = window.onYouTubeIframeAPIReady;
    const script = document.createElement("script");
    let settled = false;

    const settle = (error: Error | null, api?: YTNamespace): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (api && !error) {
        resolve(api);
        return;
      }
      // Undo this attempt so that a later call starts clean.
      script.remove();
      if (window.onYouTubeIframeAPIReady === handler) {
        window.onYouTubeIframeAPIReady = previousHandler;
      }
      loading = null;
      reject(error ?? new Error("The YouTube IFrame API failed to load"));
    };

    const handler = (): void => {
      previousHandler?.();
      const api = readyApi();
      if (api) settle(null, api);
      else
        settle(new Error("The YouTube IFrame API reported ready but window.YT.Player is missing"));
    };

    const timer = setTimeout(() => {
      settle(
        new Error(`The YouTube IFrame API (${IFRAME_API_URL}) did not load within ${timeoutMs} ms`),
      );
    }, timeoutMs);

    window.onYouTubeIframeAPIReady = handler;
    script.src = IFRAME_API_URL;
    script.async = true;
    script.onerror = () => {
      settle(new Error(`The YouTube IFrame API script (${IFRAME_API_URL}) could not be loaded`));
    };
    document.head.appendChild(script);
  });
  return loading;
}
