// The mails' texts at run time (mail-messages.ts): a language's own text, English for what it
// lacks or cannot compile, and the languages the catalogues folder holds (languages.ts).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLanguages, readLanguageTags } from "./languages.js";
import { createMailTexts, mailTexts } from "./mail-messages.js";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "encore-messages-"));
  const write = (tag: string, messages: Record<string, string>) =>
    writeFile(path.join(dir, `${tag}.json`), JSON.stringify(messages));
  await write("en", {
    "language.name": "English",
    "mail.greeting": "Hi {name},",
    "mail.verify.expiry": "for {hours, plural, one {# hour} other {# hours}}",
  });
  // A translation begun: one text, one that does not compile.
  await write("xx", {
    "language.name": "Xx",
    "mail.greeting": "Salut {name},",
    "mail.verify.expiry": "pour {hours, plural, one {# heure",
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("mail texts", () => {
  it("are the language's own, with their values", () => {
    const texts = createMailTexts(dir);
    expect(texts.format("xx", "mail.greeting", { name: "Ann" })).toBe("Salut Ann,");
    expect(texts.format("en", "mail.verify.expiry", { hours: 24 })).toBe("for 24 hours");
  });

  it("fall back to English for a key the language lacks, a text that does not compile, or a language with no catalogue", () => {
    const texts = createMailTexts(dir);
    expect(texts.format("xx", "mail.verify.expiry", { hours: 1 })).toBe("for 1 hour");
    expect(texts.format("yy", "mail.greeting", { name: "Bo" })).toBe("Hi Bo,");
    expect(texts.format("../en", "mail.greeting", { name: "Cy" })).toBe("Hi Cy,");
    expect(texts.format("xx", "mail.nothing.here")).toBe("mail.nothing.here");
  });

  it("of this build say today's English", () => {
    expect(mailTexts.format("en", "mail.verify.subject", { product: "Encore" })).toBe(
      "Verify your Encore email address",
    );
  });
});

describe("languages", () => {
  it("are the catalogues' file names, English first", () => {
    expect(readLanguageTags(dir)).toEqual(["en", "xx"]);
    expect(readLanguageTags()[0]).toBe("en");
  });

  it("know a tag in any case, and match a request's Accept-Language, else English", () => {
    const languages = createLanguages(["en", "de", "pt-BR"]);
    expect(languages.known("pt-br")).toBe("pt-BR");
    expect(languages.known("klingon")).toBeNull();
    expect(languages.ofRequest("pt-PT, en;q=0.5")).toBe("pt-BR");
    expect(languages.ofRequest("de-CH")).toBe("de");
    expect(languages.ofRequest("ja")).toBe("en");
    expect(languages.ofRequest(undefined)).toBe("en");
  });
});
