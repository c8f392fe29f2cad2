// Favorites on a signed-in phone: the heart on a songbook's rows and on the song on now, the Songs
// tab's list, the 21st heart answered by the limit modal, a failed update rolled back and said,
// and a song without its catalogue id refused with the spec's words.
import { createVerifiedAccount, uniqueEmail } from "../../screen/e2e/support/accounts";
import { RemoteSongbook } from "./pages/remote-songbook";
import {
  addFavoritesOver,
  createParty,
  signInOver,
  songbookSongs,
  storedFavorites,
} from "./support/party";
import { expect, test } from "./support/fixtures";

const PASSWORD = "Secret123";

test("favorites on a phone: hearts on a songbook and on the song on now, the Songs tab's list; the 21st opens the limit modal; a failed update rolls back and says so", async ({
  cloud,
  phone,
}) => {
  const email = uniqueEmail("phone-fav");
  await createVerifiedAccount(cloud, { name: "Fay", email, password: PASSWORD });
  const code = await createParty(cloud.url);
  const fay = await phone();
  await signInOver(fay.page, cloud.url, { email, password: PASSWORD });
  // 19 favorites already, from another songbook.
  const classics = await songbookSongs(cloud.url, "CL", 19);
  await addFavoritesOver(
    fay.page,
    cloud.url,
    classics.map((song) => song.db_id),
  );
  const [first, second] = await songbookSongs(cloud.url, "ZK", 2);
  if (!first || !second) throw new Error("the 2000s songbook is empty");

  // Signed in: no name asked; the Songs tab lists the 19.
  await fay.openJoinLink(code);
  await fay.waitUntilJoined();
  const favorites = fay.page.getByRole("region", { name: "Your Favorites" });
  await expect(favorites.locator(".song-row")).toHaveCount(19);

  await fay.openSongbookTile("2000s Hits");
  const book = new RemoteSongbook(fay.page, cloud.url);
  await expect(book.title()).toHaveText("2000s Hits");
  await expect(book.hearts()).toHaveCount(70);
  await book.addFavorite(first.code).tap();
  await expect(book.removeFavorite(first.code)).toBeVisible();
  await expect.poll(() => storedFavorites(fay.page, cloud.url)).toHaveLength(20);

  // The 21st: the modal, and nothing sent or kept.
  await book.addFavorite(second.code).tap();
  const limit = fay.favoriteLimit();
  await expect(limit).toContainText(
    "You've reached the maximum of 20 favorite songs. To add new favorites, please remove some existing ones first.",
  );
  await limit.getByRole("button", { name: "Got it" }).tap();
  await expect(limit).toBeHidden();
  await expect(book.addFavorite(second.code)).toBeVisible();
  expect(await storedFavorites(fay.page, cloud.url)).not.toContain(second.db_id);

  // The cloud fails the update: the heart goes back and the phone says so.
  await fay.page.route("**/api/favorites/*", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
  );
  await book.removeFavorite(first.code).tap();
  await expect(fay.errorToast()).toHaveText(/Failed to update favorites/);
  await expect(book.removeFavorite(first.code)).toBeVisible();
  await fay.page.unroute("**/api/favorites/*");
  expect(await storedFavorites(fay.page, cloud.url)).toContain(first.db_id);

  // Removed for real: the Songs tab lists the 19 again.
  await book.removeFavorite(first.code).tap();
  await expect(book.addFavorite(first.code)).toBeVisible();
  await expect.poll(() => storedFavorites(fay.page, cloud.url)).toHaveLength(19);
  await book.back().tap();
  await expect(favorites.locator(".song-row")).toHaveCount(19);

  // The song on now has its heart on the Queue tab, as on the TV's player.
  await fay.queueByCode(second.code);
  await fay.tab("Queue");
  const onNow = fay.page.getByTestId("queue-now");
  await expect(onNow).toContainText(second.title);
  await onNow.getByRole("button", { name: "Add to favorites" }).tap();
  await expect(onNow.getByRole("button", { name: "Remove from favorites" })).toBeVisible();
  await expect.poll(() => storedFavorites(fay.page, cloud.url)).toContain(second.db_id);
});

test("a song without its catalogue id cannot be a favorite: the phone says to refresh, and sends nothing", async ({
  cloud,
  phone,
}) => {
  const email = uniqueEmail("phone-fav-id");
  await createVerifiedAccount(cloud, { name: "Flo", email, password: PASSWORD });
  const code = await createParty(cloud.url);
  const flo = await phone();
  await signInOver(flo.page, cloud.url, { email, password: PASSWORD });
  const [first] = await songbookSongs(cloud.url, "NI", 1);
  if (!first) throw new Error("the 90s songbook is empty");
  // An answer whose first song lost its db_id (an old cached page, a broken proxy).
  await flo.page.route("**/api/songs?*", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { songs: { db_id: number }[] };
    if (body.songs[0]) body.songs[0].db_id = 0;
    await route.fulfill({ response, json: body });
  });
  const sent: string[] = [];
  flo.page.on("request", (request) => {
    if (request.url().includes("/api/favorites/")) sent.push(request.url());
  });

  await flo.openJoinLink(code);
  await flo.waitUntilJoined();
  await flo.openSongbookTile("90s Hits");
  const book = new RemoteSongbook(flo.page, cloud.url);
  await book.addFavorite(first.code).tap();
  await expect(flo.errorToast()).toHaveText(
    /Unable to favorite this song\. Please try refreshing the page\./,
  );
  await expect(book.addFavorite(first.code)).toBeVisible();
  expect(sent).toEqual([]);
});
