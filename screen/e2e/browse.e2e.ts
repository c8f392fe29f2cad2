// Browsing with a TV remote: arrows, Enter and Back only.
import { expect, test } from "./support/fixtures";
import { SearchResultsPage } from "./pages/search-results-page";
import { SongbookPage } from "./pages/songbook-page";

test("keyboard only: home → a songbook → the next page → a song → the player", async ({
  joinPhone,
  landing,
  player,
  page,
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
  const phone = await joinPhone();
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

// Selecting a song there queues it, and the TV follows it to the player: follow-song.e2e.ts.
test("search results: counts per songbook, View full songbook → by prefix", async ({
  landing,
  page,
}) => {
  await landing.startParty();
  const results = new SearchResultsPage(page);
  await page.getByPlaceholder("Search by title, artist, or code").fill("love");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
  await expect(results.summary()).toHaveText(/\d+ results across \d+ songbooks/);
  const card = results.card("2000s Hits");
  await expect(card).toContainText("8 matches");

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

test("search results: the top bar's field refines the search in place, a miss, then anew", async ({
  landing,
  page,
}) => {
  await landing.startParty();
  const results = new SearchResultsPage(page);
  await results.search("love");
  await expect(results.heading()).toHaveText("Search Results");
  await expect(results.query()).toHaveText("“love”");
  // The results page shows the shared search text in the top bar's field.
  await expect(results.field()).toHaveValue("love");
  const historyLength = await page.evaluate(() => history.length);
  const searchUrl = page.url();

  // Edit it and press Enter: the new search runs here.
  await results.field().fill("halo");
  await results.field().press("Enter");
  await expect(results.query()).toHaveText("“halo”");
  await expect(results.card("2000s Hits")).toContainText("Halo");
  await expect(results.summary()).toHaveText(/\d+ results? across \d+ songbooks?/);

  // The keys: Up from the first songbook to the field, Down back to the songbooks.
  const firstBook = results.cards().first().getByRole("button", { name: "View full songbook →" });
  await expect(firstBook).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(results.field()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(firstBook).toBeFocused();

  // A miss: No Results Found, with the field still there to try again.
  await results.search("qqqzzzxxx");
  await expect(results.heading()).toHaveText("No Results Found");
  await expect(
    page.getByText('No songs found for "qqqzzzxxx". Try a different search term.'),
  ).toBeVisible();
  await expect(results.field()).toHaveValue("qqqzzzxxx");

  // Clear it and type anew: the search runs again, on the same page.
  await results.field().clear();
  await results.field().pressSequentially("halo");
  await results.field().press("Enter");
  await expect(results.heading()).toHaveText("Search Results");
  await expect(results.card("2000s Hits")).toContainText("Halo");
  expect(page.url()).toBe(searchUrl);
  // Refining replaces the page in the history: Back still leads where it led before.
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});

test("search results that arrive while a new search is typed leave the focus in the field", async ({
  landing,
  page,
}) => {
  await landing.startParty();
  const results = new SearchResultsPage(page);
  // The first search's answer is slow; the guest starts typing a new one meanwhile.
  let slowed = false;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/search?*", async (route) => {
    if (!slowed) {
      slowed = true;
      await held;
    }
    await route.continue();
  });
  await results.search("love");
  await expect(results.query()).toHaveText("“love”");
  await results.field().fill("halo");
  release();
  await expect(results.cards().first()).toBeVisible();
  // The answer for "love" came in: the focus stays in the field, and Enter searches "halo".
  await expect(results.field()).toBeFocused();
  await expect(results.field()).toHaveValue("halo");
  await page.keyboard.press("Enter");
  await expect(results.query()).toHaveText("“halo”");
  await expect(results.card("2000s Hits")).toContainText("Halo");
});
