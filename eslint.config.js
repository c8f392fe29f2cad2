// One lint setup for every workspace: typescript-eslint's recommended rules with type imports
// enforced, and Prettier owning formatting.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";

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
    files: ["screen/src/**", "shared/web/**", "remote/src/**", "screen/e2e/fake-youtube/**"],
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
    // One store module owns jotai (STYLE 15): everything else imports from it.
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
  prettier,
);
