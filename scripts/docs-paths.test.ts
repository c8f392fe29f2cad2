// The pages a newcomer starts from name files that exist: every `file.ts`-like name in them is a
// tracked file (named whole, or by its last folders), so a move or a rename must update them.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PAGES = ["docs/architecture.md", "shared/web/README.md"];
const FILE_NAME = /`([\w./-]+\.(?:ts|tsx|mjs|css|md))`/g;

const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter(Boolean);

/** `x.ts`, `x-api.test.ts`: a pattern the page explains, not a file. */
const isPattern = (name: string) => /^x[.-]/.test(path.basename(name));

function exists(name: string): boolean {
  return tracked.some((file) => file === name || file.endsWith(`/${name}`));
}

describe.each(PAGES)("%s", (page) => {
  it("names only files that exist", () => {
    const text = readFileSync(path.join(root, page), "utf8");
    const names = [...text.matchAll(FILE_NAME)]
      .map((match) => match[1] as string)
      .filter((name) => !isPattern(name));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !exists(name))).toEqual([]);
  });
});
