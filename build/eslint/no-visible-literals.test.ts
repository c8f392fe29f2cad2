import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, it } from "vitest";
import { noVisibleLiterals } from "./no-visible-literals.js";

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run("no-visible-literals", noVisibleLiterals, {
  valid: [
    { code: `const a = <p>{t("remote.queue.empty")}</p>;` },
    {
      code: `const a = <button aria-label={t("common.close")} className="close-button">×</button>;`,
    },
    { code: `const a = <span aria-hidden="true">⤵ · 3</span>;` },
    {
      code: `const a = <input type="search" autoComplete="off" inputMode="search" enterKeyHint="search" />;`,
    },
    { code: `const a = <h1>Encore</h1>;`, options: [{ allow: ["Encore"] }] },
    { code: `const a = <p title={possible ? t("a.b") : t("a.c", { n: 2 })} />;` },
    { code: `const badge = queued ? "added" : "inQueue";`, options: [{ sentences: true }] },
    { code: `console.warn("Messages not loaded");`, options: [{ sentences: true }] },
    { code: `const key = { "In Queue": 1 };`, options: [{ sentences: true }] },
    { code: `const t = "Song added";` },
  ],
  invalid: [
    { code: `const toast = { message: "Song added" };`, options: [{ sentences: true }], errors: 1 },
    { code: `const hint = ok ? "Try again." : null;`, options: [{ sentences: true }], errors: 1 },
    { code: `const a = <p>Songs</p>;`, errors: [{ messageId: "literal" }] },
    { code: `const a = <p>{"Songs"}</p>;`, errors: [{ messageId: "literal" }] },
    { code: `const a = <p>{ok ? "Yes" : t("a.no")}</p>;`, errors: [{ messageId: "literal" }] },
    { code: `const a = <button aria-label="Close" />;`, errors: [{ messageId: "literal" }] },
    {
      code: "const a = <input placeholder={`Search ${n}`} />;",
      errors: [{ messageId: "literal" }],
    },
    { code: `const a = <Dialog confirmLabel="Delete" />;`, errors: [{ messageId: "literal" }] },
    { code: `const a = <p title={open ? "Open" : "Closed"} />;`, errors: 2 },
  ],
});
