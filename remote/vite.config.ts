// The remote's build: a React PWA under `/remote/`, importing the shared code from its TypeScript
// source. The service worker precaches the shell (never the API or the socket) and waits for the
// guest to accept a new version. Every text file is also written as .br and .gz, which the cloud
// sends to browsers that take them (the same approach as screen/vite.config.ts).
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { appViteConfig } from "../build/vite/app-config.ts";

const BASE = "/remote/";
const STAGE = "#0b0614";

export default defineConfig(
  appViteConfig({
    configUrl: import.meta.url,
    base: BASE,
    messages: "remote",
    plugins: [
      VitePWA({
        // A new version waits until the guest taps Update (src/features/pwa/update-toast.tsx).
        registerType: "prompt",
        // Registered by workbox-window from the app (the CSP allows no inline script).
        injectRegister: false,
        scope: BASE,
        base: BASE,
        includeAssets: ["favicon.svg"],
        manifest: {
          id: BASE,
          name: "Encore Remote",
          short_name: "Encore",
          description: "Your phone is the karaoke remote: search, queue and run the party.",
          start_url: BASE,
          scope: BASE,
          display: "standalone",
          orientation: "portrait",
          background_color: STAGE,
          theme_color: STAGE,
          icons: [
            { src: "icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
            { src: "icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
            {
              src: "icons/icon-maskable-512.png",
              sizes: "512x512",
              type: "image/png",
              purpose: "maskable",
            },
          ],
        },
        workbox: {
          // The shell only: the API and the socket are never cached.
          globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
          // Each language's messages are fetched only when spoken (docs/languages.md), so only
          // the one in use is kept for offline, by the runtime rule below.
          globIgnores: ["**/*.br", "**/*.gz", "**/messages-*.js"],
          runtimeCaching: [
            {
              urlPattern: /\/remote\/assets\/messages-[^/]+\.js$/,
              handler: "CacheFirst",
              options: { cacheName: "encore-messages", expiration: { maxEntries: 8 } },
            },
          ],
          navigateFallback: `${BASE}index.html`,
          navigateFallbackAllowlist: [/^\/remote(\/|$)/],
          navigateFallbackDenylist: [/^\/api\//, /^\/ws/],
          cleanupOutdatedCaches: true,
          clientsClaim: false,
          skipWaiting: false,
        },
      }),
    ],
  }),
);
