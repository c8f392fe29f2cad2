import MessageFormat from "@messageformat/core";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { pseudoLocalize } from "./pseudo-locale.ts";

const english = JSON.parse(
  readFileSync(new URL("../../shared/messages/en.json", import.meta.url), "utf8"),
) as Record<string, string>;

describe("pseudoLocalize", () => {
  it("accents the words, keeps the arguments, and is about 35 % longer", () => {
    const text = "Welcome, {name}!";
    const pseudo = pseudoLocalize(text);
    expect(pseudo).toContain("{name}");
    expect(pseudo).toMatch(/^\[Ŵéļçöɱé, \{name\}!~+\]$/);
    const shown = new MessageFormat("en").compile(pseudo)({ name: "Sam" });
    expect(shown.length).toBeGreaterThanOrEqual(Math.floor("Welcome, Sam!".length * 1.3));
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

  it("makes a text about 35 % longer, in brackets, with its letters accented", () => {
    const english = "Search by title, artist, or code";
    const shown = new MessageFormat("en").compile(pseudoLocalize(english))({});
    expect(shown).toMatch(/^\[Šéàŕçĥ ƀý ţîţļé, àŕţîšţ, öŕ çöðé~+\]$/);
    expect(shown.length / english.length).toBeGreaterThan(1.3);
    expect(shown.length / english.length).toBeLessThan(1.45);
  });

  it("keeps select keywords and nested plurals", () => {
    const format = new MessageFormat("en").compile(
      pseudoLocalize(
        "Try again in {unit, select, seconds {{wait, plural, one {# second} other {# seconds}}} other {{wait, plural, one {# minute} other {# minutes}}}}.",
      ),
    );
    expect(format({ unit: "seconds", wait: 1 })).toContain("1 šéçöñð.");
    expect(format({ unit: "minutes", wait: 5 })).toContain("5 ɱîñûţéš.");
  });

  it("compiles every English message, with the same arguments shown", () => {
    const compile = (text: string) => new MessageFormat("en").compile(text);
    for (const [key, text] of Object.entries(english)) {
      const values = { name: "SAM", code: "ABC123", count: 2, minutes: 3, place: 4 };
      const pseudo = compile(pseudoLocalize(text));
      // An argument's value still shows, untouched (the ICU was kept, not accented).
      const shown = pseudo(values as Record<string, unknown>);
      if (text.includes("{name}")) expect(shown, key).toContain("SAM");
      if (text.includes("{code}")) expect(shown, key).toContain("ABC123");
    }
  });
});
