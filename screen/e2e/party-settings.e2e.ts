// The screen's party settings (docs/product.md#the-host): the host PIN phones enter to become
// host, and the three settings, changed from the TV by keyboard or D-pad and sent to the cloud,
// which tells every phone. Reachable from the session home and from the player; Escape (a TV
// remote's Back) closes it and gives the focus back to the button that opened it.
import { expect, test } from "./support/fixtures";
import { Phone } from "./support/phone";

test.describe("the party settings dialog", () => {
  test("from the session home by D-pad: the PIN, Host controls on for every phone, Escape back to the button", async ({
    joinPhone,
    landing,
    home,
    page,
    cloud,
  }) => {
    await landing.startParty();
    const phone = await joinPhone();
    expect(phone.settings?.host_controls).toBe(false);

    const settings = await home.openPartySettingsByKeyboard();
    await expect(settings.pin()).toHaveText(/^\d{4}$/);
    await expect(settings.dialog()).toContainText("Phones enter it under Me → I'm the host.");
    await expect(settings.switch("Fair turns")).toBeChecked();
    await expect(settings.switch("Host controls")).not.toBeChecked();

    // Down to Host controls, OK (Enter) flips it: the cloud tells the phone.
    await settings.focusByDpad(settings.switch("Host controls"), "ArrowDown");
    await expect(settings.switch("Host controls")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(settings.switch("Host controls")).toBeChecked();
    await expect.poll(() => phone.settings?.host_controls).toBe(true);
    // A phone joining now is told it too.
    const late = await Phone.join(cloud.url, home.code(), "Ben");
    expect(late.joined.settings?.host_controls).toBe(true);
    expect(late.joined.host_pin).toBeUndefined();
    late.leave();

    await settings.closeWithEscape();
    await expect(home.partySettingsButton()).toBeFocused();
    await expect(page).toHaveURL(/\/session\/[A-Z0-9]{6}$/);
  });

  test("from the player by its buttons: Fair turns off by mouse, Escape closes it and the song plays on", async ({
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

    const settings = await player.openPartySettingsByKeyboard();
    await expect(settings.pin()).toHaveText(/^\d{4}$/);
    await settings.switch("Fair turns").click();
    await expect(settings.switch("Fair turns")).not.toBeChecked();
    await expect.poll(() => phone.settings?.fair_turns).toBe(false);
    await settings.songsPerSinger().selectOption("3");
    await expect.poll(() => phone.settings?.max_waiting_per_singer).toBe(3);

    // Escape closes the dialog only: the player stays, the song plays, the queue is kept.
    await settings.closeWithEscape();
    await expect(player.button("Party settings")).toBeFocused();
    // A TV remote's Back closes it too.
    await (await player.openPartySettingsByKeyboard()).closeWithBack();
    await expect(player.button("Party settings")).toBeFocused();
    await expect(page).toHaveURL(/\/player$/);
    expect(await player.fakeVideo.state()).toBe(1);
    expect((await phone.state()).queue.map((item) => item.db_id)).toEqual([2]);
  });

  test("shows the new PIN when too many wrong ones renewed it", async ({
    landing,
    home,
    cloud,
  }) => {
    await landing.startParty();
    const settings = await home.openPartySettingsByKeyboard();
    await expect(settings.pin()).toHaveText(/^\d{4}$/);
    const pin = (await settings.pin().textContent()) ?? "";
    const wrong = pin === "0000" ? "1111" : "0000";
    // Ten wrong PINs in the party, five from each of two phones (each under its own limit).
    for (const name of ["Guesser", "Other guesser"]) {
      const guesser = await Phone.join(cloud.url, home.code(), name);
      for (let i = 0; i < 5; i += 1) expect(await guesser.tryPin(wrong)).toBe("wrong_pin");
      guesser.leave();
    }
    // The dialog, still open, shows the new PIN; the old one no longer makes a phone host.
    await expect(settings.pin()).not.toHaveText(pin);
    await expect(settings.pin()).toHaveText(/^\d{4}$/);
    const fresh = (await settings.pin().textContent()) ?? "";
    const phone = await Phone.join(cloud.url, home.code(), "Host");
    expect(await phone.tryPin(pin)).toBe("wrong_pin");
    expect(await phone.tryPin(fresh)).toBeNull();
    phone.leave();
  });
});
