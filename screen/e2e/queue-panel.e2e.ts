// The player's `Add to Queue` panel (docs/screen.md): the 300 ms debounced search with `Searching
// songs...`, `In Queue` / `Added` for every queued song, the song playing included, Add → Added,
// the panel's queue list with remove, and the TV remote's keys.
import type { Locator, Page } from "@playwright/test";
import { QueuePanel } from "./pages/queue-panel";
import { expect, test } from "./support/fixtures";
import type { PlayerPage } from "./pages/player-page";

/**
 * Records, in the page's own clock, when the search field changed and when each catalogue search
 * left (resource timing), so the debounce is checked without the test's clock or load in between.
 */
async function watchDebounce(page: Page, field: Locator): Promise<() => Promise<DebounceLog>> {
  await field.evaluate((input) => {
    const log = ((window as unknown as { __inputs: number[] }).__inputs = [] as number[]);
    input.addEventListener("input", () => log.push(performance.now()));
  });
  return () =>
    page.evaluate(() => ({
      inputs: (window as unknown as { __inputs: number[] }).__inputs,
      searches: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname === "/api/search")
        .map((entry) => ({
          q: new URL(entry.name).searchParams.get("q") ?? "",
          at: entry.startTime,
        })),
    }));
}

interface DebounceLog {
  inputs: number[];
  searches: { q: string; at: number }[];
}

/** The displayed title of the song playing. */
async function nowPlayingTitle(player: PlayerPage): Promise<string> {
  return (await player.nowPlaying().locator(".queue-entry-title").textContent()) ?? "";
}

test.describe("the Add to Queue panel", () => {
  test("the song playing counts as queued; debounced search; Add → Added", async ({
    joinPhone,
    landing,
    player,
    page,
  }) => {
    await landing.startParty();
    const phone = await joinPhone();
    await phone.queue(1);
    await phone.queue(2);
    await player.waitUntilShown();
    // `Queue (count):` counts the song playing and the one waiting.
    await expect(page.getByRole("heading", { name: "Queue (2):" })).toBeVisible();
    const playing = await nowPlayingTitle(player);

    const panel = new QueuePanel(page);
    await panel.open();
    await expect(panel.searchBox()).toBeFocused();
    const debounceLog = await watchDebounce(page, panel.searchBox());
    await panel.searchBox().pressSequentially(playing);
    // While the 300 ms pass, and until the answer: the spinner's words.
    await expect(panel.searching()).toBeVisible();
    await expect(panel.result(playing).first()).toBeVisible();
    await expect(panel.searching()).toBeHidden();
    // Typed key by key, searched as a whole: each search left 300 ms after the last change
    // before it, the last one for the whole text, and far fewer searches than keys.
    const { inputs, searches } = await debounceLog();
    expect(inputs).toHaveLength(playing.length);
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.length).toBeLessThan(playing.length / 2);
    expect(searches.at(-1)?.q).toBe(playing);
    for (const search of searches) {
      const lastChange = Math.max(...inputs.filter((at) => at <= search.at));
      expect(search.at - lastChange).toBeGreaterThanOrEqual(295);
    }

    // The song playing: `In Queue`, and its button says `Added` and adds nothing.
    const playingRow = panel.result(playing).first();
    await expect(playingRow.getByText("In Queue", { exact: true })).toBeVisible();
    await expect(panel.addButton(playingRow)).toHaveText("Added");
    await expect(panel.addButton(playingRow)).toHaveAttribute("aria-disabled", "true");
    await panel.addButton(playingRow).click({ force: true });
    await page.waitForTimeout(300);
    expect((await phone.state()).queue.map((item) => item.db_id)).toEqual([2]);

    // A new search: a song not queued says `Add`; Add makes it `Added` and `In Queue`.
    await panel.searchBox().fill("love");
    await expect(panel.searching()).toBeVisible();
    const row = panel
      .results()
      .filter({ has: page.getByRole("button", { name: "Add", exact: true }) })
      .first();
    await expect(row).toBeVisible();
    const title = (await row.locator(".queue-entry-title").textContent()) ?? "";
    await expect(row.getByText("In Queue", { exact: true })).toHaveCount(0);
    await panel.addButton(row).click();
    const added = panel.result(title).first();
    await expect(panel.addButton(added)).toHaveText("Added");
    await expect(added.getByText("In Queue", { exact: true })).toBeVisible();
    await expect.poll(async () => (await phone.state()).queue.length).toBe(2);
    await expect(page.getByRole("heading", { name: "Queue (3):" })).toBeVisible();
  });

  test("TV remote keys: Down to a result, Enter adds, Up to the search field, Escape closes", async ({
    joinPhone,
    landing,
    player,
    page,
  }) => {
    await landing.startParty();
    const phone = await joinPhone();
    await phone.queue(1);
    await player.waitUntilShown();
    const panel = new QueuePanel(page);
    await panel.open();
    await panel.searchBox().fill("love");
    await expect(panel.results().first()).toBeVisible();

    await page.keyboard.press("ArrowDown");
    await expect(panel.addButton(panel.results().nth(0))).toBeFocused();
    await page.keyboard.press("ArrowDown");
    const second = panel.results().nth(1);
    await expect(panel.addButton(second)).toBeFocused();
    const title = (await second.locator(".queue-entry-title").textContent()) ?? "";
    await page.keyboard.press("Enter");
    await expect(panel.addButton(second)).toHaveText("Added");
    await expect.poll(async () => (await phone.state()).queue.length).toBe(1);
    expect(title).toContain((await phone.state()).queue[0]?.title.slice(0, 4) ?? "none");

    // An `Added` result keeps its place in the walk: Enter on it adds nothing again.
    await page.keyboard.press("Enter");
    await page.waitForTimeout(300);
    expect((await phone.state()).queue.length).toBe(1);

    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(panel.searchBox()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel.dialog()).toBeHidden();
    // Escape closed the panel only: the party goes on.
    await expect(page).toHaveURL(/\/player$/);
  });

  test.describe("portrait, where the panel lists the queue", () => {
    test.use({ viewport: { width: 720, height: 1280 } });

    test("the queue list starts with the song playing; remove by click and by keys", async ({
      joinPhone,
      landing,
      player,
      page,
    }) => {
      await landing.startParty();
      const phone = await joinPhone();
      for (const dbId of [1, 2, 3, 4]) await phone.queue(dbId);
      await player.waitUntilShown();
      const playing = await nowPlayingTitle(player);
      const panel = new QueuePanel(page);
      await panel.open();

      await expect(panel.queueHeading()).toHaveText("Queue (4)");
      await expect(panel.queueList()).toHaveCount(4);
      await expect(panel.queueList().first()).toContainText(playing);
      await expect(panel.queueList().first()).toContainText("Now");
      // The song playing is not removed from here (Skip ends it).
      await expect(panel.queueList().first().getByRole("button")).toHaveCount(0);

      const waiting = await panel.queueList().locator(".queue-entry-title").allTextContents();
      const [, second, third] = waiting;
      await panel.removeButton(second!).click();
      await expect(panel.queueHeading()).toHaveText("Queue (3)");
      await expect
        .poll(async () => (await phone.state()).queue.map((item) => item.db_id))
        .toEqual([3, 4]);

      // Keys: Right from the search side to the queue's first remove button, Enter removes it.
      await panel.searchBox().fill("love");
      await expect(panel.results().first()).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowRight");
      await expect(panel.removeButton(third!)).toBeFocused();
      await page.keyboard.press("Enter");
      await expect
        .poll(async () => (await phone.state()).queue.map((item) => item.db_id))
        .toEqual([4]);
      await expect(panel.queueHeading()).toHaveText("Queue (2)");
      // Backspace in the queue returns to the search field.
      await panel.queueList().getByRole("button").first().focus();
      await page.keyboard.press("Backspace");
      await expect(panel.searchBox()).toBeFocused();
    });
  });
});
