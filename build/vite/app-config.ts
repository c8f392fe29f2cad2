// What both web apps' Vite configs share: the app's folder as root, the shared code from its
// TypeScript source (the `source` condition), the same build options, the dev proxy to a local
// cloud, and the plugins every app runs (precompress last, after the app's own plugins).
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PluginOption, UserConfig } from "vite";
import { precompress } from "./precompress.ts";
import { browserOnlyUseClient } from "./use-client.ts";
import { encoreMessages } from "./messages.ts";

export interface AppViteOptions {
  /** The app's vite.config.ts `import.meta.url`: its folder is the root. */
  configUrl: string;
  /** The path the cloud serves the app under. */
  base: string;
  /** The app's message keys' prefix (docs/languages.md): "screen" or "remote". */
  messages: string;
  /** The app's own plugins, run between the shared ones. */
  plugins?: PluginOption[];
}

export function appViteConfig(options: AppViteOptions): UserConfig {
  return {
    root: path.dirname(fileURLToPath(options.configUrl)),
    base: options.base,
    resolve: {
      conditions: ["source", "module", "browser", "development|production"],
    },
    build: {
      outDir: "dist",
      emptyOutDir: true,
      target: "es2022",
      // ENCORE_SOURCEMAP=1: maps beside the chunks, to see what a chunk's bytes are (never shipped).
      sourcemap: process.env.ENCORE_SOURCEMAP === "1",
      reportCompressedSize: false,
    },
    server: {
      proxy: {
        "/api": "http://localhost:8080",
        "/ws": { target: "ws://localhost:8080", ws: true },
      },
    },
    plugins: [
      browserOnlyUseClient(),
      encoreMessages({ app: options.messages }),
      ...(options.plugins ?? []),
      precompress(),
    ],
  };
}
