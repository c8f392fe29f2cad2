// Two phones and a screen run a party: join by the QR link and by a typed code, queue from both,
// reorder with a finger, remove and undo, and the playback buttons reach the screen's video.
import { someSongs, sessionState } from "./support/catalogue";
import { expect, test } from "./support/fixtures";

test("two phones join (link and typed code), queue from both; the screen plays and each phone sees its songs", async ({
  cloud,
  tv,
  phone,
}) => {
  const code = await tv.startParty();
  const songs = await someSongs(cloud.url, 3);
  const [s1, s2, s3] = songs as [(typeof songs)[0], (typeof songs)[0], (typeof songs)[0]];

  const ana = await phone();
  await ana.openJoinLink(code);
  await ana.giveName("Ana");
  await ana.waitUntilJoined();

  const bo = await phone();
  await bo.openStart();
  // Dash and case do not matter.
  await bo.joinWithCode(`${code.slice(0, 3).toLowerCase()}-${code.slice(3).toLowerCase()}`);
  await bo.giveName("Bo");
  await bo.waitUntilJoined();

  await ana.queueByCode(s1.code);
  await bo.queueByCode(s2.code);
  await ana.queueByCode(s3.code);

  await tv.player.waitUntilShown();
  await expect.poll(() => tv.player.fakeVideo.state()).toBe(1);
  const state = await sessionState(cloud.url, code);
  expect(state.current_song?.db_id).toBe(s1.db_id);
  expect(state.queue.map((item) => item.db_id)).toEqual([s2.db_id, s3.db_id]);
  expect(state.queue.map((item) => item.added_by_user.name)).toEqual(["Bo", "Ana"]);

  // Now playing with who sings it, on both phones.
  await expect(ana.page.getByTestId("dock-now")).toContainText("sung by Ana");
  await expect(bo.page.getByTestId("dock-now")).toContainText("sung by Ana");
  // Each phone knows its own songs and its place.
  await expect(ana.yourTurn()).toHaveText(/You're on!/);
  await expect(bo.yourTurn()).toHaveText(/You're next!/);
  await ana.tab("Queue");
  await expect(ana.queueEntries()).toHaveCount(2);
  await expect(ana.queueEntries().nth(1)).toHaveClass(/queue-entry-mine/);
  await expect(ana.queueEntries().nth(0)).not.toHaveClass(/queue-entry-mine/);

  // A song already queued shows its badge and is not queued twice.
  await bo.searchField().fill(s3.code);
  await expect(bo.songRow(s3.code)).toBeDisabled();
  await expect(bo.page.locator(".song-row", { has: bo.songRow(s3.code) })).toContainText(
    "In Queue",
  );
});

test("an unknown typed code is said on the form, and the code stays", async ({ phone }) => {
  const guest = await phone();
  await guest.openStart();
  await guest.joinWithCode("zzz-999");
  await expect(guest.page.getByRole("alert")).toContainText("No party with the code ZZZ-999");
  await expect(guest.codeField()).toHaveValue("zzz-999");
});

test("drag to reorder on one phone with a finger: the other phone and the screen follow", async ({
  cloud,
  tv,
  phone,
}) => {
  const code = await tv.startParty();
  const songs = await someSongs(cloud.url, 4);
  const ana = await phone();
  await ana.openJoinLink(code);
  await ana.giveName("Ana");
  const bo = await phone();
  await bo.openJoinLink(code);
  await bo.giveName("Bo");
  for (const song of songs) await ana.queueByCode(song.code);
  await tv.player.waitUntilShown();

  await ana.tab("Queue");
  await bo.tab("Queue");
  await expect(ana.queueEntries()).toHaveCount(3);
  const before = await ana.queueTitles();
  await ana.dragQueueItem(2, 0);
  const expected = [before[2], before[0], before[1]];
  await expect.poll(() => ana.queueTitles()).toEqual(expected);
  await expect.poll(() => bo.queueTitles()).toEqual(expected);
  await expect.poll(() => tv.player.queueTitles()).toEqual(expected);
  const state = await sessionState(cloud.url, code);
  expect(state.queue.map((item) => item.db_id)).toEqual([
    songs[3]?.db_id,
    songs[1]?.db_id,
    songs[2]?.db_id,
  ]);
});

test("remove with an undo: gone at once everywhere, back in its place after Undo", async ({
  cloud,
  tv,
  phone,
}) => {
  const code = await tv.startParty();
  const songs = await someSongs(cloud.url, 4);
  const ana = await phone();
  await ana.openJoinLink(code);
  await ana.giveName("Ana");
  const bo = await phone();
  await bo.openJoinLink(code);
  await bo.giveName("Bo");
  for (const song of songs) await ana.queueByCode(song.code);
  await tv.player.waitUntilShown();
  await ana.tab("Queue");
  await bo.tab("Queue");
  // The Queue tab is loaded when first opened: wait for its list.
  await expect.poll(() => ana.queueTitles()).toHaveLength(3);
  await expect.poll(() => bo.queueTitles()).toHaveLength(3);
  const before = await ana.queueTitles();

  await ana.button(`Remove ${before[1]}`).tap();
  const without = [before[0], before[2]];
  await expect.poll(() => bo.queueTitles()).toEqual(without);
  await expect.poll(() => tv.player.queueTitles()).toEqual(without);
  await expect(ana.page.getByText(`Removed ${before[1]}`)).toBeVisible();

  await ana.button("Undo").tap();
  await expect.poll(() => bo.queueTitles()).toEqual(before);
  await expect.poll(() => tv.player.queueTitles()).toEqual(before);
  const state = await sessionState(cloud.url, code);
  expect(state.queue.map((item) => item.db_id)).toEqual(songs.slice(1).map((s) => s.db_id));
});

test("Pause, Play, Skip and Stop on a phone reach the screen's video", async ({
  cloud,
  tv,
  phone,
}) => {
  const code = await tv.startParty();
  const songs = await someSongs(cloud.url, 2);
  const ana = await phone();
  await ana.openJoinLink(code);
  await ana.giveName("Ana");
  await ana.queueByCode(songs[0]!.code);
  await ana.queueByCode(songs[1]!.code);
  await tv.player.waitUntilShown();
  await expect.poll(() => tv.player.fakeVideo.state()).toBe(1);

  await ana.button("Pause").tap();
  await expect.poll(() => tv.player.fakeVideo.state()).toBe(2);
  await expect(ana.button("Play")).toBeVisible();
  await ana.button("Play").tap();
  await expect.poll(() => tv.player.fakeVideo.state()).toBe(1);

  const first = await tv.player.fakeVideo.videoId();
  await ana.button("Skip to next song").tap();
  await expect.poll(() => tv.player.fakeVideo.videoId()).not.toBe(first);
  await expect.poll(() => tv.player.fakeVideo.state()).toBe(1);
  await expect
    .poll(async () => (await sessionState(cloud.url, code)).current_song?.db_id)
    .toBe(songs[1]!.db_id);

  await ana.button("Stop playback").tap();
  await expect.poll(() => tv.player.fakeVideo.state()).toBe(5);
  await expect(ana.button("Play")).toBeVisible();
});
