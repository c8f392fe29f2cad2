import { describe, expect, it } from "vitest";
import {
  appCatalogue,
  catalogueTags,
  compileCatalogue,
  encoreMessages,
  LATER_KEYS,
} from "./messages.ts";

type Hooks = {
  resolveId(id: string): string | null;
  load(this: { addWatchFile(file: string): void }, id: string): string | null;
};

function load(id: string): string | null {
  const plugin = encoreMessages({ app: "remote" }) as unknown as Hooks;
  const resolved = plugin.resolveId(id);
  return resolved ? plugin.load.call({ addWatchFile: () => {} }, resolved) : null;
}

describe("the message catalogues as modules", () => {
  it("lists every catalogue file as a language, English first: a new language is one file", () => {
    const tags = catalogueTags();
    expect(tags[0]).toBe("en");
    const listing = load("virtual:encore-messages") ?? "";
    for (const tag of tags) expect(listing).toContain(`"tag":"${tag}"`);
  });

  it("builds the pseudo-language, listed apart from the languages the choosers offer", () => {
    const listing = load("virtual:encore-messages") ?? "";
    const offered = /export const languages = (.*);/.exec(listing)?.[1] ?? "";
    expect(offered).toContain('"tag":"de"');
    expect(offered).not.toContain("en-XA");
    expect(listing).toContain('export const addressOnlyLanguages = ["en-XA"]');
    expect(load("virtual:encore-messages/en-XA")).toMatch(/\[/);
  });

  it("gives an app only its own keys and the shared ones", () => {
    const keys = Object.keys(appCatalogue("en", "remote"));
    expect(keys.some((key) => key.startsWith("remote."))).toBe(true);
    expect(keys.some((key) => key.startsWith("screen.") || key.startsWith("mail."))).toBe(false);
  });

  it("puts the first screens' messages and the later ones in two modules", () => {
    const first = compileCatalogue("en", "remote", "first");
    const later = compileCatalogue("en", "remote", "later");
    expect(first).toContain('"remote.tabs.songs"');
    expect(first).not.toContain('"error.');
    expect(later).toContain('"error.session_not_found"');
    expect(LATER_KEYS.test("remote.tabs.songs")).toBe(false);
  });
});
