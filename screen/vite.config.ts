// The screen's build: a React app under `/`, importing the shared code from its TypeScript source.
// Every text file is also written as .br and .gz, which the cloud sends to browsers that take them.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { precompress } from "../build/vite/precompress";

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: "/",
  resolve: {
    alias: { "@encore/web": path.resolve(here, "../shared/web") },
    conditions: ["source", "module", "browser", "development|production"],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    proxy: { "/api": "http://localhost:8080", "/ws": { target: "ws://localhost:8080", ws: true } },
  },
  plugins: [precompress()],
});
