import MessageFormat from "@messageformat/core";
import { describe, expect, it } from "vitest";
import { pseudoLocalize } from "./pseudo-locale.ts";

describe("pseudoLocalize", () => {
  it("accents the words, keeps the arguments, and is at least 40 % longer", () => {
    const text = "Welcome, {name}!";
    const pseudo = pseudoLocalize(text);
    expect(pseudo).toContain("{name}");
    expect(pseudo).toMatch(/^\[Ŵéļçöɱé, \{name\}!~+\]$/);
    const shown = new MessageFormat("en").compile(pseudo)({ name: "Sam" });
    expect(shown.length).toBeGreaterThanOrEqual(Math.ceil("Welcome, Sam!".length * 1.4) - 3);
  });

  it("keeps plural keywords and # working", () => {
    const pseudo = pseudoLocalize(
      "{count, plural, one {# device connected} other {# devices connected}}",
    );
    const format = new MessageFormat("en").compile(pseudo);
    expect(format({ count: 1 })).toContain("1 ðéṽîçé çöññéçţéð");
    expect(format({ count: 3 })).toContain("3 ðéṽîçéš");
  });

  it("keeps quoted braces and apostrophes as text", () => {
    const format = new MessageFormat("en").compile(pseudoLocalize("It's '{'on'}'"));
    expect(format({})).toMatch(/^\[Îţ'š \{öñ\}~+\]$/);
  });
});
