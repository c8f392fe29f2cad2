// Every language has every English key, no other, with the same ICU arguments, and compiles under
// its own plural rules (docs/languages.md#nothing-hard-coded).
import { readdirSync, readFileSync } from "node:fs";
import MessageFormatModule from "@messageformat/core";
import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";

// The package's types declare `export default`, its code `module.exports =` (the class).
const MessageFormat = MessageFormatModule as unknown as typeof MessageFormatModule.default;

const folder = new URL("../../messages/", import.meta.url);
const tags = readdirSync(folder)
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -".json".length));
const read = (tag: string) =>
  JSON.parse(readFileSync(new URL(`${tag}.json`, folder), "utf8")) as Record<string, string>;
const english = read("en");

/** The arguments a message uses, with how (`name`, `count:plural`, `n:number`), sorted. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === "argument") found.add(token.arg);
      else if (token.type === "function") found.add(`${token.arg}:${token.key}`);
      else if (
        token.type === "plural" ||
        token.type === "select" ||
        token.type === "selectordinal"
      ) {
        found.add(`${token.arg}:${token.type}`);
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  walk(parse(message, { strict: false }));
  return [...found].sort();
}

describe("the message catalogues", () => {
  it("include English and the eleven other languages Encore speaks", () => {
    expect(tags).toEqual(
      expect.arrayContaining([
        "en",
        "es",
        "pt-BR",
        "fr",
        "de",
        "it",
        "ja",
        "ko",
        "zh-Hans",
        "vi",
        "tl",
        "id",
      ]),
    );
  });

  describe.each(tags)("%s", (tag) => {
    const catalogue = read(tag);

    it("has every English key and no other", () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    });

    it("uses the same ICU arguments as English in every message", () => {
      const differing = Object.keys(english)
        .filter((key) => key in catalogue)
        .filter((key) => argumentsOf(catalogue[key]!).join() !== argumentsOf(english[key]!).join())
        .map(
          (key) =>
            `${key}: ${argumentsOf(catalogue[key]!).join()} ≠ ${argumentsOf(english[key]!).join()}`,
        );
      expect(differing).toEqual([]);
    });

    it("compiles under the language's own plural rules", () => {
      const format = new MessageFormat(tag);
      const failing = Object.entries(catalogue).flatMap(([key, text]) => {
        try {
          format.compile(text);
          return [];
        } catch (error) {
          return [`${key}: ${(error as Error).message}`];
        }
      });
      expect(failing).toEqual([]);
    });

    it("names itself", () => {
      expect(catalogue["language.name"]).toBeTruthy();
      if (tag !== "en") expect(catalogue["language.name"]).not.toBe(english["language.name"]);
    });
  });
});

describe("counts next to words", () => {
  const say = (tag: string, key: string, values: Record<string, number>) =>
    new MessageFormat(tag).compile(read(tag)[key]!)(values);

  it("say one minute as the language does, and more as its plural", () => {
    expect(say("es", "common.wait.in", { minutes: 1 })).toBe("en 1 min aprox.");
    expect(say("es", "common.wait.in", { minutes: 4 })).toBe("en unos 4 min");
    expect(say("es", "common.wait.paused", { minutes: 1 })).toBe("en pausa · 1 min aprox.");
    // Filipino's `one` also covers 2, 3, 5…: only exactly one is "isang minuto".
    expect(say("tl", "common.wait.in", { minutes: 1 })).toBe("mga isang minuto pa");
    expect(say("tl", "common.wait.in", { minutes: 2 })).toBe("mga 2 min pa");
    expect(say("en", "common.wait.in", { minutes: 1 })).toBe("in about 1 min");
  });

  it("count the phone's devices in words that fit one and many", () => {
    expect(say("es", "remote.party.devicesIn", { count: 1 })).toBe("1 conectado");
    expect(say("es", "remote.party.devicesIn", { count: 4 })).toBe("4 conectados");
    expect(say("en", "remote.party.devicesIn", { count: 4 })).toBe("4 in");
  });
});
