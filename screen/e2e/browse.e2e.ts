// Browsing with a TV remote: arrows, Enter and Back only.
import { expect, test } from "./support/fixtures";
import { Phone } from "./support/phone";
import { SearchResultsPage } from "./pages/search-results-page";
import { SongbookPage } from "./pages/songbook-page";

test("keyboard only: home → a songbook → the next page → a song → the player", async ({
  landing,
  home,
  player,
  page,
  cloud,
}) => {
  await landing.startParty();
  const songbook = new SongbookPage(page);
  await expect(page.getByRole("button", { name: /2000s Hits/ })).toBeVisible();

  // Down through the home screen's rows to the collections, then left to the 2000s Hits tile.
  for (let i = 0; i < 30; i++) {
    const focused = await page.evaluate(() =>
      document.activeElement === document.body ? "" : (document.activeElement?.textContent ?? ""),
    );
    if (focused.includes("2000s Hits")) break;
    const onTile = await page.evaluate(
      () => document.activeElement?.classList.contains("collection-tile") ?? false,
    );
    await page.keyboard.press(onTile ? "ArrowLeft" : "ArrowDown");
  }
  await page.keyboard.press("Enter");
  await expect(songbook.title()).toHaveText("2000s Hits");
  await expect(songbook.countLine()).toHaveText("1-70 of 151 songs");
  await expect(songbook.songButtons()).toHaveCount(70);

  await page.keyboard.press("ArrowDown"); // from the search box into the songs
  await page.keyboard.press("ArrowRight"); // the next page
  await expect(songbook.countLine()).toHaveText("71-140 of 151 songs");
  await expect(songbook.songButtons().first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  const chosen = await songbook.focusedName();
  await page.keyboard.press("Enter");

  await player.waitUntilShown();
  const phone = await Phone.join(cloud.url, home.code());
  const current = (await phone.state()).current_song;
  expect(chosen).toContain(current?.title.slice(0, 4) ?? "none");
  phone.leave();
});

test("songbook search: sanitised, debounced, the count line and the empty state", async ({
  landing,
  page,
}) => {
  await landing.startParty();
  await page.getByRole("button", { name: /2000s Hits/ }).click();
  const songbook = new SongbookPage(page);
  await expect(songbook.countLine()).toHaveText("1-70 of 151 songs");
  await songbook.searchBox().fill("love");
  await expect(songbook.countLine()).toHaveText("8 of 8 search results songs");
  const headers = await songbook.groupHeaders().allTextContents();
  expect(new Set(headers).size).toBe(headers.length); // each letter once
  await songbook.searchBox().fill("zzzzqqq");
  await expect(page.getByText("No songs found")).toBeVisible();
  await expect(page.getByText("Try searching for a different artist or song title")).toBeVisible();
  await songbook.searchBox().fill("");
  await expect(songbook.countLine()).toHaveText("1-70 of 151 songs");
});

test("an unknown songbook says so and returns to the session", async ({ landing, home, page }) => {
  await landing.startParty();
  const code = home.code();
  await page.evaluate(
    ([path]) => {
      history.pushState(history.state, "", path);
      dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    },
    [`/session/${code}/songbook/no-such-book`],
  );
  await expect(page.getByText("Songbook not found. Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/session/${code}$`), { timeout: 5000 });
});

test("search results: counts per songbook, View full songbook → by prefix, selecting only queues", async ({
  landing,
  home,
  page,
  cloud,
}) => {
  await landing.startParty();
  const results = new SearchResultsPage(page);
  await page.getByPlaceholder("Search by title, artist, or code").fill("love");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
  await expect(results.summary()).toHaveText(/\d+ results across \d+ songbooks/);
  const card = results.card("2000s Hits");
  await expect(card).toContainText("8 matches");

  // Selecting a song only queues it: the screen stays here.
  const phone = await Phone.join(cloud.url, home.code());
  await card.locator("[data-song-index]").first().click();
  await expect.poll(async () => (await phone.state()).current_song !== null).toBe(true);
  phone.leave();

  await card.getByRole("button", { name: "View full songbook →" }).click();
  await expect(page).toHaveURL(/\/songbook\/ZK$/);
  await expect(new SongbookPage(page).title()).toHaveText("2000s Hits");
});

test("search results with nothing found: No Results Found and Back", async ({ landing, page }) => {
  await landing.startParty();
  await page.getByPlaceholder("Search by title, artist, or code").fill("qqqzzzxxx");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "No Results Found" })).toBeVisible();
  await expect(
    page.getByText('No songs found for "qqqzzzxxx". Try a different search term.'),
  ).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByText("Most Popular")).toBeVisible();
});
