// The host's singers list (docs/product.md#the-host, "Singers"): on a host phone's Me tab and in
// the TV's party settings (arrows, Enter and Escape alone), a singer merged into another leaves
// one name in the queue everywhere; a singer removed (asked first) takes their waiting songs.
import { sessionState, someSongs } from "./support/catalogue";
import { expect, test } from "./support/fixtures";
import { RemoteMe } from "./pages/remote-me";
import type { RemotePhone } from "./pages/remote-phone";

/** The names on the songs of the party, on now and waiting, as the cloud has them. */
async function singerNames(baseUrl: string, code: string): Promise<string[]> {
  const state = await sessionState(baseUrl, code);
  const items = [...(state.current_song ? [state.current_song] : []), ...state.queue];
  return [...new Set(items.map((item) => item.added_by_user.name))];
}

async function twoSingers(
  guest: (code: string, name: string) => Promise<RemotePhone>,
  code: string,
  songs: { code: string }[],
): Promise<{ ana: RemotePhone; bo: RemotePhone }> {
  const ana = await guest(code, "Ana");
  const bo = await guest(code, "Bo");
  await ana.queueByCode(songs[0]!.code);
  await bo.queueByCode(songs[1]!.code);
  await ana.queueByCode(songs[2]!.code);
  await bo.queueByCode(songs[3]!.code);
  return { ana, bo };
}

test("the host merges Bo into Ana on the phone: the queue shows one name on every device", async ({
  cloud,
  tv,
  guest,
}) => {
  const code = await tv.startParty();
  const songs = await someSongs(cloud.url, 4);
  const { ana, bo } = await twoSingers(guest, code, songs);
  await tv.player.waitUntilShown();

  await ana.tab("Me");
  const me = new RemoteMe(ana.page);
  // A guest sees no singers list; the host does.
  await expect(me.singers()).toBeHidden();
  await me.unlockHost(await tv.hostPin());
  await expect(me.hostBadge()).toBeVisible();
  await expect(me.singer("Bo")).toContainText("2 songs waiting");
  await me.singer("Bo").getByRole("button", { name: "Merge into…" }).tap();
  await me.singer("Bo").getByRole("button", { name: "Ana", exact: true }).tap();

  await expect(me.singer("Bo")).toBeHidden();
  await expect.poll(() => singerNames(cloud.url, code)).toEqual(["Ana"]);
  // The TV's queue and the other phone's say one name.
  const tvSingers = tv.page.locator(".queue-bar .queue-entry-singer");
  await expect.poll(async () => [...new Set(await tvSingers.allTextContents())]).toEqual(["Ana"]);
  await bo.tab("Queue");
  const boMeta = bo.page.locator(".queue-page .queue-entry-meta bdi:last-child");
  await expect.poll(async () => [...new Set(await boMeta.allTextContents())]).toEqual(["Ana"]);
});

test("the host removes a singer on the phone, asked first: their waiting songs go", async ({
  cloud,
  tv,
  guest,
}) => {
  const code = await tv.startParty();
  const songs = await someSongs(cloud.url, 4);
  const { ana } = await twoSingers(guest, code, songs);
  await tv.player.waitUntilShown();
  await ana.tab("Me");
  const me = new RemoteMe(ana.page);
  await me.unlockHost(await tv.hostPin());

  await me.singer("Bo").getByRole("button", { name: "Remove", exact: true }).tap();
  await expect(me.singer("Bo")).toContainText(
    "Remove Bo from the party? Their 2 waiting songs go too.",
  );
  // Cancel keeps everything.
  await me.singer("Bo").getByRole("button", { name: "Cancel" }).tap();
  expect(await singerNames(cloud.url, code)).toEqual(["Ana", "Bo"]);
  await me.singer("Bo").getByRole("button", { name: "Remove", exact: true }).tap();
  await me.singer("Bo").getByRole("button", { name: "Remove singer" }).tap();
  await expect.poll(() => singerNames(cloud.url, code)).toEqual(["Ana"]);
  await expect(me.singer("Bo")).toBeHidden();
});

test("on the TV, with arrows, Enter and Escape: Escape backs out of a step, then Bo merged into Ana", async ({
  cloud,
  tv,
  guest,
}) => {
  const code = await tv.startParty();
  const songs = await someSongs(cloud.url, 4);
  await twoSingers(guest, code, songs);
  await tv.player.waitUntilShown();
  const dialog = await tv.player.openPartySettingsByKeyboard();
  const bo = dialog.dialog().getByRole("listitem", { name: "Bo" });
  const merge = bo.getByRole("button", { name: "Merge into…" });
  await dialog.focusByDpad(merge, "ArrowDown", 12);
  await expect(merge).toBeFocused();

  await tv.page.keyboard.press("Enter");
  const intoAna = bo.getByRole("button", { name: "Ana", exact: true });
  await expect(intoAna).toBeFocused();
  // Escape leaves the step, not the dialog; the focus is back on Merge into…
  await tv.page.keyboard.press("Escape");
  await expect(intoAna).toBeHidden();
  await expect(dialog.dialog()).toBeVisible();
  await expect(merge).toBeFocused();

  await tv.page.keyboard.press("Enter");
  await expect(intoAna).toBeFocused();
  await tv.page.keyboard.press("Enter");
  await expect.poll(() => singerNames(cloud.url, code)).toEqual(["Ana"]);
  await expect(bo).toBeHidden();
  await dialog.closeWithEscape();
});
