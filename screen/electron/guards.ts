// The guards every web contents of the shell gets: the page stays on the cloud's origin, its
// frames on the cloud or the video platform's embed; no new windows, no webviews, no permission.

import type { PreventableEvent, WebContents } from "./electron-api.js";
import { isAllowedNavigation, isCloudUrl } from "./navigation-guard.js";

export function guardContents(
  contents: WebContents,
  cloudOrigin: () => string | null,
  log: (line: string) => void,
): void {
  const refuseUnlessCloud = (event: PreventableEvent, url: string, what: string) => {
    const origin = cloudOrigin();
    if (origin !== null && isCloudUrl(url, origin)) return;
    event.preventDefault();
    log(`${what} refused: ${url}`);
  };
  contents.on("will-navigate", (event, url) => refuseUnlessCloud(event, url, "navigation"));
  contents.on("will-redirect", (event, url, _isInPlace, isMainFrame) => {
    if (isMainFrame) refuseUnlessCloud(event, url, "redirect");
  });
  // The screen's own frames (the video's iframe): the cloud or the embed. What the embed loads
  // inside itself is the video platform's business.
  contents.on("will-frame-navigate", (event) => {
    if (event.isMainFrame) return; // will-navigate has it
    const childOfPage = event.frame !== null && event.frame.parent?.parent === null;
    const origin = cloudOrigin();
    if (!childOfPage || (origin !== null && isAllowedNavigation(event.url, origin))) return;
    event.preventDefault();
    log(`frame navigation refused: ${event.url}`);
  });
  // Links with target=_blank, window.open, the embed's "Watch on …": never a second window.
  contents.setWindowOpenHandler(({ url }) => {
    log(`new window refused: ${url}`);
    return { action: "deny" };
  });
  contents.on("will-attach-webview", (event) => {
    event.preventDefault();
    log("webview refused");
  });
  // Camera, microphone, notifications, geolocation, MIDI …: the screen needs none of them.
  contents.session.setPermissionRequestHandler((_contents, permission, callback) => {
    log(`permission refused: ${permission}`);
    callback(false);
  });
  contents.session.setPermissionCheckHandler(() => false);
}
