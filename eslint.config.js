// One lint setup for every workspace: typescript-eslint's recommended rules with type imports
// enforced, and Prettier owning formatting.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import visibleText from "./build/eslint/no-visible-literals.js";

export default tseslint.config(
  {
    ignores: [
      ".scratch/**",
      "**/dist/**",
      "**/node_modules/**",
      "data/**",
      "bench/.work/**",
      "**/coverage/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-console": "off",
    },
  },
  {
    // The browser apps and what they share.
    files: ["screen/src/**", "shared/web/**", "remote/src/**", "e2e-support/fake-youtube/**"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["screen/src/**/*.tsx", "screen/src/**/*.ts", "shared/web/**", "remote/src/**"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Every text a person reads comes from the message catalogues (docs/languages.md).
    files: ["screen/src/**/*.tsx", "remote/src/**/*.tsx", "shared/web/**/*.tsx"],
    plugins: { "visible-text": visibleText },
    rules: {
      "visible-text/no-visible-literals": ["error", { allow: ["Encore"], sentences: true }],
    },
  },
  {
    // …and no plain module of the apps holds one either (toasts, banners, notices).
    files: ["screen/src/**/*.ts", "remote/src/**/*.ts", "shared/web/**/*.ts"],
    ignores: ["**/*.test.ts"],
    plugins: { "visible-text": visibleText },
    rules: { "visible-text/no-visible-literals": ["error", { sentences: true }] },
  },
  {
    // The legal texts stay in English, the language they are legally written in
    // (docs/languages.md#legal-texts); legal-text.tsx around them is translated.
    files: [
      "shared/web/legal/privacy-text.tsx",
      "shared/web/legal/terms-text.tsx",
      "shared/web/legal/copyright-text.tsx",
    ],
    rules: { "visible-text/no-visible-literals": "off" },
  },
  {
    // One store module owns jotai, so the socket client and the components share one store:
    // everything else imports from it.
    files: ["screen/src/**", "shared/web/**", "remote/src/**"],
    ignores: ["shared/web/store/store.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "jotai", message: "Import atoms and hooks from @encore/web/store/store." },
          ],
        },
      ],
    },
  },
  {
    // The cloud never bundles React or the browser code.
    files: ["cloud/src/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-dom", "jotai", "@encore/web/*"],
              message: "The cloud never imports browser code.",
            },
          ],
        },
      ],
    },
  },
  // Cloud and bench boundaries: no import cycles in the cloud or the shared protocol, and the
  // benches reach the cloud only through the entry points listed here (docs/architecture.md).
  {
    files: ["cloud/src/**/*.ts", "shared/src/**/*.ts"],
    plugins: { "import-x": (await import("eslint-plugin-import-x")).default },
    settings: {
      // TypeScript files are modules to follow; the source's `./x.js` resolves to `./x.ts`.
      "import-x/extensions": [".ts", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts"] },
      "import-x/resolver-next": [
        (await import("eslint-import-resolver-typescript")).createTypeScriptImportResolver({
          project: "tsconfig.check.json",
        }),
      ],
    },
    rules: { "import-x/no-cycle": "error" },
  },
  {
    files: ["bench/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // Any path into cloud/ but these entries.
              regex: [
                "^(\\.\\./)+cloud/(?!src/(",
                "logger|db/database|db/migrate|",
                "sessions/sessions-feature|sessions/session-service|sessions/socket/socket-options|",
                "sessions/session-machine|sessions/session-state|test-support/session-fixtures|",
                "scale-out/redis-connection|scale-out/socket-adapter|",
                "test-support/catalogue-fixtures|test-support/fake-youtube-api|",
                "test-support/youtube-operator",
                ")\\.js$)",
              ].join(""),
              message:
                "Benches use the cloud through its entry points only (docs/architecture.md); add one there if a bench needs it.",
            },
          ],
        },
      ],
    },
  },
  // App boundaries: in each app a feature imports another feature only through its public entry
  // (`features/<name>/index.ts`); the screen and the remote never import each other; neither they
  // nor shared/web import the cloud (shared/web/README.md).
  {
    files: ["screen/src/**/*.{ts,tsx}", "remote/src/**/*.{ts,tsx}", "shared/web/**/*.{ts,tsx}"],
    plugins: { "import-x": (await import("eslint-plugin-import-x")).default },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        (await import("eslint-import-resolver-typescript")).createTypeScriptImportResolver({
          project: ["screen/tsconfig.json", "remote/tsconfig.json", "shared/web/tsconfig.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            // One zone per feature folder: the other features reach it only through index.ts.
            ...(await import("node:fs").then(({ readdirSync }) =>
              ["screen", "remote"].flatMap((app) => {
                const features = `${app}/src/features`;
                const names = readdirSync(`${import.meta.dirname}/${features}`, {
                  withFileTypes: true,
                })
                  .filter((entry) => entry.isDirectory())
                  .map((entry) => entry.name);
                return names.map((name) => ({
                  target: names
                    .filter((other) => other !== name)
                    .map((other) => `./${features}/${other}`),
                  from: `./${features}/${name}`,
                  except: ["./index.ts"],
                  message: `Import the ${name} feature through its public entry, ${features}/${name}/index.ts.`,
                }));
              }),
            )),
            {
              target: "./remote",
              from: "./screen",
              message: "The remote never imports the screen.",
            },
            {
              target: "./screen",
              from: "./remote",
              message: "The screen never imports the remote.",
            },
            {
              target: "./shared/web",
              from: ["./screen", "./remote"],
              message: "shared/web is used by both apps and imports neither.",
            },
            {
              target: ["./screen", "./remote", "./shared/web"],
              from: "./cloud",
              message:
                "Browser code never imports the cloud; what both sides need is in shared/src.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
