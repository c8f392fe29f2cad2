// A Vite plugin both web apps use: `'use client'` at the top of a package's module (jotai's React
// bindings) marks it for React Server Components. Encore's apps are bundled for the browser only,
// where the directive means nothing and dropping it, as the bundler does, changes nothing; the
// bundler's warning about exactly that is not passed on. Any other directive still warns.
import type { Plugin } from "vite";

export function browserOnlyUseClient(): Plugin {
  return {
    name: "encore-browser-only-use-client",
    apply: "build",
    onLog(_level, log) {
      const useClient =
        log.code === "MODULE_LEVEL_DIRECTIVE" && log.message.includes('"use client"');
      return useClient ? false : undefined;
    },
  };
}
