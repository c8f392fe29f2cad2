// Text that spoofs its neighbours (docs/security.md): a catalogue artist ending in a right-to-left
// override must not turn the next singer's name around, on the TV's queue bar or on a phone; a
// 120-character unbroken title, songbook name or singer name must not widen a 412 px phone's page;
// and the name field allows exactly as many characters as the cloud keeps.
import path from "node:path";
import Database from "better-sqlite3";
import { MAX_DISPLAY_NAME_LENGTH } from "../../shared/src/constants";
import { songbookSongs } from "./support/party";
import { sessionState } from "./support/catalogue";
import { expect, PHONE_SIZES, test } from "./support/fixtures";
import { drawnLefts, inWrittenOrder, pageWidths } from "./support/text-layout";
import type { RemotePhone } from "./pages/remote-phone";

const RLO = "\u202E";
const EVIL_ARTIST = `Evil Artist${RLO}`;
const SINGER = "Ana Bell";
const LONG_BOOK = "Supercalifragilisticexpialidocious".repeat(4).slice(0, 120);
const LONG_TITLE = "Pneumonoultramicroscopicsilicovolcanoconiosis".repeat(3).slice(0, 120);
const LONG_SINGER = "Wolfeschlegelsteinhausenbergerdorff".repeat(4).slice(0, 120);
/** The cloud's SQLite file in its DATA_DIR (cloud/src/db/database.ts, SQLITE_FILE_NAME). */
const SQLITE_FILE = "encore.sqlite";

async function songbookPrefix(baseUrl: string, name: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/songbooks`);
  const { songbooks } = (await response.json()) as {
    songbooks: { name: string; prefix: string }[];
  };
  const book = songbooks.find((songbook) => songbook.name === name);
  if (!book) throw new Error(`no songbook ${name}`);
  return book.prefix;
}

async function expectNoSidewaysScroll(phone: RemotePhone, where: string): Promise<void> {
  const { scroll, viewport } = await pageWidths(phone.page);
  expect(viewport, where).toBe(PHONE_SIZES.large.width);
  expect(scroll, `${where}: the page is ${scroll} px wide`).toBeLessThanOrEqual(viewport);
}

test("an artist with a right-to-left override turns no singer's name around (TV and phone); 120-character names wrap on a 412 px phone", async ({
  cloud,
  tv,
  phone,
}, testInfo) => {
  const hitsPrefix = await songbookPrefix(cloud.url, "2000s Hits");
  const ninetiesPrefix = await songbookPrefix(cloud.url, "90s Hits");
  const [evilSong] = await songbookSongs(cloud.url, hitsPrefix, 1);
  const [plainSong] = await songbookSongs(cloud.url, ninetiesPrefix, 1);
  if (!evilSong || !plainSong) throw new Error("the demo catalogue has no songs");

  // The attack: a catalogue written with direction controls and unbroken names (one stored
  // before the import cleaned them, or filled by other means), straight into the cloud's database.
  await cloud.stop();
  const db = new Database(path.join(cloud.dataDir, SQLITE_FILE));
  db.prepare("UPDATE songs SET title = ?, artist = ? WHERE id = ?").run(
    LONG_TITLE,
    EVIL_ARTIST,
    evilSong.db_id,
  );
  db.prepare("UPDATE songbooks SET name = ? WHERE prefix = ?").run(LONG_BOOK, hitsPrefix);
  db.prepare("UPDATE songbooks SET name = ? WHERE prefix = ?").run(
    `${RLO}90s Hits`,
    ninetiesPrefix,
  );
  db.close();
  await cloud.launch();

  const code = await tv.startParty();

  // A guest with a 120-character unbroken name: the field allows what the cloud keeps.
  const mallory = await phone(PHONE_SIZES.large);
  await mallory.openJoinLink(code);
  await expect(mallory.page.getByLabel("Your name")).toHaveAttribute(
    "maxlength",
    String(MAX_DISPLAY_NAME_LENGTH),
  );
  await mallory.giveName(LONG_SINGER);
  await mallory.waitUntilJoined();
  await mallory.queueByCode(plainSong.code);

  const ana = await phone(PHONE_SIZES.large);
  await ana.openJoinLink(code);
  await ana.giveName(SINGER);
  await ana.waitUntilJoined();
  // The search shows the 120-character songbook heading and song title.
  await ana.queueByCode(evilSong.code);
  await expect(ana.page.locator(".result-group-title")).toHaveText(LONG_BOOK);
  await expectNoSidewaysScroll(ana, "search results");
  await ana.page.screenshot({ path: testInfo.outputPath("phone-search.png") });

  await tv.player.waitUntilShown();
  const state = await sessionState(cloud.url, code);
  expect(state.current_song?.added_by_user.name).toBe(
    LONG_SINGER.slice(0, MAX_DISPLAY_NAME_LENGTH),
  );
  expect(state.queue.map((item) => item.added_by_user.name)).toEqual([SINGER]);

  // The TV's queue bar: the singer's line (in place of the artist's there), the name drawn left
  // to right.
  const tvEntry = tv.page.locator(".queue-bar .queue-entry", { hasText: SINGER });
  await expect(tvEntry).toBeVisible();
  const tvSinger = tvEntry.locator(".queue-entry-singer");
  await expect(tvSinger).toHaveText(SINGER);
  const onTv = await drawnLefts(tvSinger, SINGER);
  expect(inWrittenOrder(onTv), `TV draws ${SINGER} at ${onTv.join(", ")}`).toBe(true);
  await tv.page.screenshot({ path: testInfo.outputPath("tv-queue-bar.png") });

  // The phone's queue: the same line, and nothing wider than the phone.
  await ana.tab("Queue");
  const phoneEntry = ana.queueEntries().filter({ hasText: SINGER });
  await expect(phoneEntry.locator(".queue-entry-meta")).toHaveText(`Evil Artist · ${SINGER}`);
  const onPhone = await drawnLefts(phoneEntry, SINGER);
  expect(inWrittenOrder(onPhone), `the phone draws ${SINGER} at ${onPhone.join(", ")}`).toBe(true);
  await expectNoSidewaysScroll(ana, "queue");
  await ana.page.screenshot({ path: testInfo.outputPath("phone-queue.png") });
  await mallory.tab("Queue");
  await expectNoSidewaysScroll(mallory, "the long-named singer's queue");
  await mallory.tab("Me");
  await expectNoSidewaysScroll(mallory, "the long-named singer's Me tab");

  // The songbooks: the overridden name reads as written, the long one wraps, on its page too.
  await ana.tab("Songs");
  await ana.page.getByRole("button", { name: "Clear search" }).tap();
  await expect(ana.page.locator(".songbook-name", { hasText: "90s Hits" })).toHaveText("90s Hits");
  await expectNoSidewaysScroll(ana, "songbook tiles");
  await ana.openSongbookTile(LONG_BOOK.slice(0, 30));
  await expect(ana.page.getByRole("heading", { level: 1 })).toHaveText(LONG_BOOK);
  await expectNoSidewaysScroll(ana, "the long songbook's page");
  await ana.page.screenshot({ path: testInfo.outputPath("phone-songbook.png") });
});
