// Undo on the TV (docs/screen.md, "Undo on the TV"): a change that can be undone shows a small
// notice with Undo for the 10 s the offer lasts, in a bar, never over the video; the remote reaches
// Undo with the arrows and Enter, and the party is put back for the TV and every phone.
import { expect, test } from "./support/fixtures";

test("the TV clears the party by Back, then Undo puts the queue back on the TV and the phone", async ({
  joinPhone,
  landing,
  home,
  player,
  page,
}) => {
  await landing.startParty();
  const code = home.code();
  const phone = await joinPhone({ code });
  await phone.queue(1);
  await phone.queue(2);
  await player.waitUntilShown();
  const before = await phone.state();

  await player.clearAndLeave();
  await expect(page).toHaveURL(new RegExp(`/session/${code}$`));
  await expect.poll(async () => (await phone.state()).queue).toEqual([]);
  const notice = page.getByRole("status").filter({ hasText: "Queue cleared" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Queue cleared — Undo");

  // The remote: arrows until Undo has the focus, then Enter.
  const undo = notice.getByRole("button", { name: "Undo" });
  for (let i = 0; i < 12; i++) {
    if (await undo.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(i < 6 ? "ArrowUp" : "ArrowRight");
  }
  await expect(undo).toBeFocused();
  await page.keyboard.press("Enter");

  // Back on the phone (the cloud's state) and on the TV (which follows the song to the player).
  await expect
    .poll(async () => (await phone.state()).current_song?.queue_id)
    .toBe(before.current_song?.queue_id);
  expect((await phone.state()).queue.map((song) => song.queue_id)).toEqual(
    before.queue.map((song) => song.queue_id),
  );
  await player.waitUntilShown();
  await expect(player.nowPlaying()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Queue cleared" })).toHaveCount(0);
});

test("a phone's skip shows `{name} skipped {title} — Undo` in the player's bar, gone after 10 s", async ({
  joinPhone,
  landing,
  player,
  page,
}) => {
  await landing.startParty();
  // Ben skips Ana's song: a change to another singer's song offers an undo.
  const ana = await joinPhone({ name: "Ana" });
  await ana.queue(1);
  await ana.queue(2);
  const ben = await joinPhone({ name: "Ben" });
  await player.waitUntilShown();
  const title = (await ana.state()).current_song?.title ?? "";
  await ben.send("SKIP_SONG");
  const notice = page.getByRole("status").filter({ hasText: "skipped" });
  await expect(notice).toHaveText(`Ben skipped ${title} — Undo`);
  // In the bottom bar with the buttons, not over the video's middle.
  const box = await notice.boundingBox();
  const controls = await page.locator(".player-controls").boundingBox();
  expect(box && controls && box.y >= controls.y - 1).toBe(true);
  // The remote walks to it along the player's buttons.
  await player.focusButton("Undo");
  await expect(notice.getByRole("button", { name: "Undo" })).toBeFocused();
  await expect(notice).toBeHidden({ timeout: 12_000 });
});
