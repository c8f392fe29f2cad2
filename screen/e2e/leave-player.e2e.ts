// Back on the player asks before it clears the party (docs/screen.md, "Back asks first"): a TV
// remote's Back is pressed by accident, and CLEAR_ALL ends every phone's queue at once.
import { expect, test } from "./support/fixtures";

test.describe("Back on the player", () => {
  test("asks first: Cancel has the focus, Escape keeps everything and gives the focus back to Back", async ({
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
    await expect.poll(() => player.fakeVideo.state()).toBe(1);

    // A TV remote's Back is Escape.
    await page.keyboard.press("Escape");
    const leave = player.leaveDialog();
    await expect(leave.dialog()).toBeVisible();
    await expect(leave.button("Cancel")).toBeFocused();
    await expect(leave.button("Clear queue and leave")).toBeVisible();
    // Arrows move between the two buttons.
    await page.keyboard.press("ArrowRight");
    await expect(leave.button("Clear queue and leave")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(leave.button("Cancel")).toBeFocused();

    // Escape again cancels: nothing cleared, still on the player, focus on Back.
    await page.keyboard.press("Escape");
    await expect(leave.dialog()).toBeHidden();
    await expect(page).toHaveURL(/\/player$/);
    await expect(player.button("Back to Songs")).toBeFocused();
    const state = await phone.state();
    expect(state.current_song?.db_id).toBe(1);
    expect(state.queue.map((song) => song.db_id)).toEqual([2]);
    expect(await player.fakeVideo.state()).toBe(1);

    // Enter on Back asks again; Enter on Cancel keeps everything too.
    await page.keyboard.press("Enter");
    await expect(leave.button("Cancel")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(leave.dialog()).toBeHidden();
    await expect(player.button("Back to Songs")).toBeFocused();
    expect((await phone.state()).queue).toHaveLength(1);
  });

  test("Clear queue and leave clears the party and returns to the session page", async ({
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
    await player.button("Back to Songs").click();
    const leave = player.leaveDialog();
    await expect(leave.button("Cancel")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/session/${code}$`));
    await expect.poll(async () => (await phone.state()).queue).toEqual([]);
    expect((await phone.state()).current_song).toBeNull();
  });

  test("with host controls on, the TV may not clear: the dialog says so and offers only Cancel", async ({
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
    const settings = await player.openPartySettingsByKeyboard();
    await settings.switch("Host controls").click();
    await expect.poll(() => phone.settings?.host_controls).toBe(true);
    await settings.closeWithEscape();

    await player.focusButton("Back to Songs");
    await page.keyboard.press("Escape");
    const leave = player.leaveDialog();
    await expect(leave.dialog()).toContainText("Only the host can clear the queue");
    await expect(leave.button("Clear queue and leave")).toHaveCount(0);
    await expect(leave.button("Cancel")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(leave.dialog()).toBeHidden();
    await expect(page).toHaveURL(/\/player$/);
    expect((await phone.state()).queue).toHaveLength(1);
  });
});
