// A songbook on the phone: its own debounced search with the count line and the empty states, a
// songbook named in any case, an unknown one sending the guest back to the Songs tab, and Retry
// after a failed load bringing the songs without a reload.
import { RemoteSongbook } from "./pages/remote-songbook";
import { guestInNewParty } from "./support/party";
import { expect, test } from "./support/fixtures";

test("search inside a songbook: debounced, the count line, a miss says so; cleared, the whole songbook again", async ({
  cloud,
  phone,
}) => {
  const { guest: ana } = await guestInNewParty(cloud.url, phone, "Ana");
  await ana.openSongbookTile("2000s Hits");
  const book = new RemoteSongbook(ana.page, cloud.url);
  await expect(book.title()).toHaveText("2000s Hits");
  await expect(book.countLine()).toHaveText("1-70 of 151 songs");
  await book.more().tap();
  await expect(book.countLine()).toHaveText("1-140 of 151 songs");
  // A guest has no hearts.
  await expect(book.hearts()).toHaveCount(0);

  // Typed a letter at a time: one search, for the whole word, once the typing stopped.
  const asked: string[] = [];
  ana.page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/songs" && url.searchParams.has("q")) {
      asked.push(url.searchParams.get("q") ?? "");
    }
  });
  await book.searchBox().pressSequentially("love", { delay: 60 });
  await expect(book.countLine()).toHaveText("8 of 8 search results songs");
  expect(asked).toEqual(["love"]);
  await expect(book.rows()).toHaveCount(8);
  for (const title of await book.rows().locator(".song-row-title").allTextContents()) {
    expect(title.toLowerCase()).toContain("love");
  }

  await book.searchBox().fill("qqqzzz");
  await expect(book.emptyState()).toContainText("No songs found");
  await expect(book.emptyState()).toContainText(
    "Try searching for a different artist or song title",
  );
  await expect(book.countLine()).toHaveText("0 of 0 search results songs");

  await ana.page.getByRole("button", { name: "Clear search" }).tap();
  await expect(book.countLine()).toHaveText("1-70 of 151 songs");
  await expect(book.emptyState()).toHaveCount(0);
});

test("a songbook is found by its file or prefix in any case; an unknown one says so and goes back to the Songs tab", async ({
  cloud,
  phone,
}) => {
  const { code, guest: ana } = await guestInNewParty(cloud.url, phone, "Ana");
  const book = new RemoteSongbook(ana.page, cloud.url);

  await book.open(code, "zk");
  await expect(book.title()).toHaveText("2000s Hits");
  await expect(book.countLine()).toHaveText("1-70 of 151 songs");
  // The cloud knows a file only in its own case; the phone finds it in any.
  await book.open(code, "2000S-HITS");
  await expect(book.title()).toHaveText("2000s Hits");
  await expect(book.countLine()).toHaveText("1-70 of 151 songs");

  await book.open(code, "no-such-book");
  await expect(book.notFound()).toBeVisible();
  await expect(ana.page).toHaveURL(`${cloud.url}/remote/session/${code}`, { timeout: 5000 });
  await expect(ana.page.getByRole("heading", { name: "Most Popular" })).toBeVisible();
});

test("a failed load offers Retry, which loads it in place without a reload; offline, it waits for the network instead", async ({
  cloud,
  phone,
}) => {
  const { guest: ana } = await guestInNewParty(cloud.url, phone, "Ana");
  await ana.markLoad();
  // The Songs tab's load, asked again when the tab opens: Most Popular fails once.
  await ana.tab("Me");
  let popularFailures = 1;
  await ana.page.route("**/api/songs/popular*", (route) =>
    popularFailures-- > 0 ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
  );
  await ana.tab("Songs");
  const overlay = ana.loadFailure();
  await expect(overlay).toContainText("Failed to load popular songs");
  const popular = ana.page.getByRole("region", { name: "Most Popular" });
  await expect(popular.locator(".song-card")).toHaveCount(0);
  await overlay.getByRole("button", { name: "Retry" }).tap();
  await expect(overlay).toBeHidden();
  await expect(popular.locator(".song-card")).toHaveCount(10);
  await expect(popular.getByText("Failed to load popular songs")).toHaveCount(0);

  // A songbook's songs fail once: Retry brings them.
  let songsFailures = 1;
  await ana.page.route("**/api/songs?*", (route) =>
    songsFailures-- > 0 ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
  );
  await ana.openSongbookTile("90s Hits");
  await expect(overlay).toContainText("Failed to load songs");
  const book = new RemoteSongbook(ana.page, cloud.url);
  await expect(book.rows()).toHaveCount(0);
  await overlay.getByRole("button", { name: "Retry" }).tap();
  await expect(book.countLine()).toHaveText("1-70 of 70 songs");
  await expect(book.rows()).toHaveCount(70);

  // Offline, no modal over the page (the phone says it is offline); back online, what failed
  // loads by itself.
  await book.back().tap();
  // The Songs tab's tiles are in before the network goes (its own load is not under test here).
  await expect(ana.page.locator(".songbook-tile", { hasText: "80s Hits" })).toBeVisible();
  await ana.page.context().setOffline(true);
  await ana.openSongbookTile("80s Hits");
  await expect(ana.page.getByText("Failed to load songs")).toBeVisible();
  await expect(overlay).toBeHidden();
  await ana.page.context().setOffline(false);
  await expect(book.title()).toHaveText("80s Hits");
  await expect(book.countLine()).toHaveText("1-42 of 42 songs");
  await expect(overlay).toBeHidden();
  expect(await ana.sameLoad()).toBe(true);
});
