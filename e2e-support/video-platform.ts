// The video platform in browser tests: its IFrame API is answered with the fake
// (e2e-support/fake-youtube/iframe-api.js) by route interception, so product code has no test
// switch; thumbnails (unreachable here) fail at once.
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const fakeIframeApi = readFileSync(
  fileURLToPath(new URL("./fake-youtube/iframe-api.js", import.meta.url)),
  "utf8",
);

/**
 * Answers the video platform with the fake. With `blockAutoplay`, the fake behaves like a browser
 * that blocks sound until someone interacts.
 */
export async function routeVideoPlatform(
  page: Page,
  options: { blockAutoplay?: boolean } = {},
): Promise<void> {
  const body = options.blockAutoplay
    ? `${fakeIframeApi}\nwindow.__fakeYouTube.blockAutoplay(true);`
    : fakeIframeApi;
  await page.unroute("https://www.youtube.com/iframe_api");
  await page.route("https://www.youtube.com/iframe_api", (route) =>
    route.fulfill({ contentType: "text/javascript", body }),
  );
  await page.route("https://i.ytimg.com/**", (route) => route.abort());
}
