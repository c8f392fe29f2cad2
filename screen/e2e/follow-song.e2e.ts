// The TV always shows the song that is playing: a song that starts while the screen is on another
// session page takes it to the player, and the video plays (docs/screen.md).
import { expect, test } from "./support/fixtures";
import { SongbookPage } from "./pages/songbook-page";

test.describe("the player follows the song", () => {
  test("the TV on a songbook page: a phone queues the first song, the TV plays it", async ({
    joinPhone,
    landing,
    player,
    page,
  }) => {
    await landing.startParty();
    await page.getByRole("button", { name: /2000s Hits/ }).click();
    await expect(new SongbookPage(page).countLine()).toHaveText("1-70 of 151 songs");

    const phone = await joinPhone();
    await phone.queue(3);

    await player.waitUntilShown();
    const current = (await phone.state()).current_song;
    expect(current?.db_id).toBe(3);
    await expect.poll(() => player.fakeVideo.videoId()).toBe(current?.youtube_id);
    await expect.poll(() => player.fakeVideo.state()).toBe(1);
    await expect(player.nowPlaying()).toContainText("Ana");
  });

  test("a song selected on the search results starts, and the TV follows it", async ({
    joinPhone,
    landing,
    player,
    page,
  }) => {
    await landing.startParty();
    await page.getByPlaceholder("Search by title, artist, or code").fill("love");
    await page.keyboard.press("Enter");
    const card = page.getByRole("region", { name: "2000s Hits" });
    const first = card.locator("[data-song-index]").first();
    const chosen = (await first.textContent()) ?? "";
    await first.click();

    await player.waitUntilShown();
    const phone = await joinPhone();
    const current = (await phone.state()).current_song;
    expect(chosen).toContain(current?.title.slice(0, 4) ?? "none");
    await expect.poll(() => player.fakeVideo.state()).toBe(1);
  });

  test("a page opened while a song plays (history Back from the player) returns to it", async ({
    joinPhone,
    landing,
    player,
    page,
  }) => {
    await landing.startParty();
    await page.getByRole("button", { name: /2000s Hits/ }).click();
    const phone = await joinPhone();
    await phone.queue(1);
    await player.waitUntilShown();

    // The history's Back without the player's own Back handling: straight to the songbook URL,
    // which hands over to the player again at once.
    const seen: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
    });
    await page.evaluate(() => history.back());
    await expect
      .poll(() => seen)
      .toEqual([expect.stringMatching(/\/songbook\//), expect.stringMatching(/\/player$/)]);
    await player.waitUntilShown();
    await expect.poll(() => player.fakeVideo.state()).toBe(1);
  });
});
