import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { encoreMessages } from "./build/vite/messages.ts";

// Tests import the shared workspace from its TypeScript source, so no build is needed to test.
export default defineConfig({
  // Every app's messages, so a unit test can speak any language (docs/languages.md).
  plugins: [encoreMessages({ app: "*" })],
  resolve: {
    alias: {
      "@encore/shared": fileURLToPath(new URL("./shared/src/index.ts", import.meta.url)),
    },
  },
  test: {
    include: [
      "shared/src/**/*.test.ts",
      "shared/web/**/*.test.ts",
      "cloud/src/**/*.test.ts",
      "screen/src/**/*.test.ts",
      "screen/electron/**/*.test.ts",
      "remote/src/**/*.test.ts",
      "scripts/**/*.test.ts",
      "build/vite/**/*.test.ts",
      "build/eslint/**/*.test.ts",
    ],
    // A `.only` left in a test fails the run instead of quietly skipping the rest.
    allowOnly: false,
    pool: "forks",
    // Most tests wait (a started server, argon2, timers), so four forks on two cores finish in
    // about half the time of vitest's default (one fewer than the cores).
    maxWorkers: 4,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
