// The TV signed in is the TV's singer: the cloud reads who a device is from the login cookie at
// the socket's handshake, so a sign-in or sign-out on the TV reconnects it, and the songs the host
// then queues from the TV carry the account's name, or the guest's after signing out; it stays
// one singer throughout (signing out keeps the singer the device had, docs/protocol.md#singers).
import { expect, test } from "./support/fixtures";
import { createVerifiedAccount, uniqueEmail } from "./support/accounts";
import { AuthDialog } from "./pages/auth-dialog";
import type { SessionHomePage } from "./pages/session-home-page";

const PASSWORD = "Secret123";

/** Selects the first Most Popular song on the session home: it is queued from the TV. */
async function queueFromTheTv(home: SessionHomePage): Promise<void> {
  await home.carousel("Most Popular").getByRole("button", { name: / by / }).first().click();
}

test.describe("the TV's singer", () => {
  test("signed in on the TV, its songs are the account's; signed out, a guest's, by the same singer", async ({
    joinPhone,
    landing,
    home,
    player,
    page,
    cloud,
  }) => {
    const email = uniqueEmail("host");
    await createVerifiedAccount(cloud, { name: "Hana Host", email, password: PASSWORD });
    await landing.startParty();
    // The TV's socket is connected (and joined) before anyone signs in.
    await expect(
      home.carousel("Most Popular").getByRole("button", { name: / by / }),
    ).not.toHaveCount(0);
    const phone = await joinPhone();

    const auth = new AuthDialog(page);
    await auth.open();
    await auth.signIn(email, PASSWORD);
    const account = page.getByRole("button", { name: "Hana Host" });
    await expect(account).toBeVisible();

    await queueFromTheTv(home);
    await player.waitUntilShown();
    await expect
      .poll(async () => (await phone.state()).current_song?.added_by_user)
      .toMatchObject({ name: "Hana Host", avatar: null });
    const accountSinger = (await phone.state()).current_song?.added_by_user.singer;
    expect(accountSinger).toMatch(/^[\w-]{16}$/);
    await expect(player.nowPlaying()).toContainText("Hana Host");

    // Back on the session home, sign out: the next song from the TV is a guest's.
    await player.clearAndLeave();
    await expect(page).toHaveURL(/\/session\/[A-Z0-9]{6}$/);
    await account.click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();

    await queueFromTheTv(home);
    await player.waitUntilShown();
    await expect
      .poll(async () => (await phone.state()).current_song?.added_by_user)
      .toMatchObject({ name: "Guest", avatar: null });
    // Signed out, the TV keeps the singer it had: its round and songs stay one person's.
    const guestSinger = (await phone.state()).current_song?.added_by_user.singer;
    expect(guestSinger).toBe(accountSinger);
    await expect(player.nowPlaying()).toContainText("Guest");
  });
});
