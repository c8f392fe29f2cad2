// Which test files run again on PostgreSQL (scripts/database-test-files.mjs): those reading
// TEST_DATABASE themselves or through their imports, on a small tree of its own and on this one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { databaseTestFiles } from "./database-test-files.mjs";

const tree = mkdtempSync(path.join(tmpdir(), "encore-db-test-files-"));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  writeFileSync(path.join(tree, file), text);
}

describe("databaseTestFiles", () => {
  it("follows relative imports through helpers, and ignores a mere mention", () => {
    write("src/support/db.ts", 'export const onPg = process.env.TEST_DATABASE === "postgres";\n');
    write("src/support/server.ts", 'import { onPg } from "./db.js";\nexport { onPg };\n');
    write("src/support/cycle-a.ts", 'import "./cycle-b.js";\n');
    write("src/support/cycle-b.ts", 'import "./cycle-a.js";\n');
    write("src/api/direct.test.ts", 'const which = process.env["TEST_DATABASE"];\n');
    write("src/api/through.test.ts", 'import { onPg } from "../support/server.js";\n');
    write("src/api/dynamic.test.ts", 'await import("../support/db.js");\n');
    write("src/pure.test.ts", "// TEST_DATABASE=postgres changes nothing here\n");
    write("src/cycle.test.ts", 'import "./support/cycle-a.js";\n');
    write("src/package.test.ts", 'import { x } from "pg";\n');
    expect(databaseTestFiles(tree, "src")).toEqual([
      "src/api/direct.test.ts",
      "src/api/dynamic.test.ts",
      "src/api/through.test.ts",
    ]);
  });

  it("on this repository, picks the cloud's integration tests and leaves out its pure ones", () => {
    const root = fileURLToPath(new URL("..", import.meta.url));
    const files = databaseTestFiles(root);
    expect(files).toContain("cloud/src/catalogue/song-search.test.ts");
    expect(files).toContain("cloud/src/accounts/google-sign-in-api.test.ts");
    expect(files).not.toContain("cloud/src/config.test.ts");
    expect(files.every((file) => file.startsWith("cloud/src/"))).toBe(true);
  });
});
