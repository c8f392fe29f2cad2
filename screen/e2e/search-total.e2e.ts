// A songbook search that matches more songs than the cloud counts (SEARCH_TOTAL_CAP) reads
// "10,000+" in the count line; the songbook's own count stays exact.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test as base } from "./support/fixtures";
import { CloudServer } from "../../e2e-support/cloud-server";
import { SongbookPage } from "./pages/songbook-page";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const SONGS = 10_100;

/** A cloud whose one songbook holds 10,100 love songs, loaded with `npm run import`'s CLI. */
const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  cloud: async ({}, use) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "encore-e2e-"));
    const csv = path.join(dataDir, "love-songs.csv");
    const rows = Array.from(
      { length: SONGS },
      (_, i) => `Love Songs,LS,Love Song ${i + 1},Singer ${i % 40},v${String(i).padStart(10, "0")}`,
    );
    writeFileSync(csv, ["songbook,prefix,title,artist,youtube_id", ...rows].join("\n"));
    const imported = spawnSync(
      process.execPath,
      [path.join(repoRoot, "cloud/dist/catalogue/import/import-cli.js"), csv],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
    );
    expect(imported.status, imported.stderr).toBe(0);
    const cloud = await CloudServer.start({ DATA_DIR: dataDir, SEED_CATALOGUE: "0" });
    await use(cloud);
    await cloud.stop();
  },
});

test("a search past 10,000 matches reads 10,000+ in the count line", async ({ landing, page }) => {
  await landing.startParty();
  await page.getByRole("button", { name: /Love Songs/ }).click();
  const songbook = new SongbookPage(page);
  // Numbers read as the language writes them: 10,100 in English (docs/languages.md).
  await expect(songbook.countLine()).toHaveText("1-70 of 10,100 songs");
  await songbook.searchBox().fill("love");
  await expect(songbook.countLine()).toHaveText("70 of 10,000+ search results songs");
  await songbook.searchBox().fill("song 101");
  await expect(songbook.countLine()).toHaveText("12 of 12 search results songs");
});
