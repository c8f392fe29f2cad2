// The screen's build: a React app under `/`, importing the shared code from its TypeScript source.
// Every text file is also written as .br and .gz, which the cloud sends to browsers that take them.
import { defineConfig } from "vite";
import { appViteConfig } from "../build/vite/app-config.ts";

export default defineConfig(
  appViteConfig({ configUrl: import.meta.url, base: "/", messages: "screen" }),
);
