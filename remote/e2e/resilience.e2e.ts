// Shaky networks: the cloud restarted mid-party, both phones carry on without a reload; a song
// tapped while it was down is queued once when it is back (op_id).
import { someSongs, sessionState } from "./support/catalogue";
import { expect, test } from "./support/fixtures";

test("the cloud restarts mid-party: both phones say Reconnecting…, then carry on; nothing queued twice", async ({
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
  await ana.queueByCode(songs[0]!.code);
  await bo.queueByCode(songs[1]!.code);
  await tv.player.waitUntilShown();
  await ana.markLoad();
  await bo.markLoad();

  await ana.searchField().fill(songs[2]!.code);
  await ana.songRow(songs[2]!.code).waitFor();

  await cloud.stop("SIGKILL");
  await expect(ana.reconnecting()).toBeVisible();
  await expect(bo.reconnecting()).toBeVisible();
  // Tapped while the party is unreachable: held, sent once the phone is back in its session.
  await ana.songRow(songs[2]!.code).tap();
  await cloud.launch();

  await expect(ana.reconnecting()).toBeHidden({ timeout: 15_000 });
  await expect(bo.reconnecting()).toBeHidden({ timeout: 15_000 });
  await expect
    .poll(async () => (await sessionState(cloud.url, code)).queue.map((item) => item.db_id), {
      timeout: 15_000,
    })
    .toEqual([songs[1]!.db_id, songs[2]!.db_id]);

  // Both carry on: Bo queues, Ana sees it, without a reload.
  await bo.queueByCode(songs[3]!.code);
  await ana.tab("Queue");
  await expect.poll(() => ana.queueEntries().count()).toBe(3);
  expect(await ana.sameLoad()).toBe(true);
  expect(await bo.sameLoad()).toBe(true);
  const state = await sessionState(cloud.url, code);
  const ids = [state.current_song?.db_id, ...state.queue.map((item) => item.db_id)];
  expect(ids).toEqual(songs.map((song) => song.db_id));
  expect(new Set(ids).size).toBe(ids.length);
});

test("a phone back from a locked screen shows the current state without a reload", async ({
  cloud,
  tv,
  phone,
}) => {
  const code = await tv.startParty();
  const songs = await someSongs(cloud.url, 2);
  const ana = await phone();
  await ana.openJoinLink(code);
  await ana.giveName("Ana");
  await ana.markLoad();
  // The phone sleeps: hidden, and its socket gone without a word.
  await ana.page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await ana.page.clock.install();
  await ana.page.context().setOffline(true);
  const bo = await phone();
  await bo.openJoinLink(code);
  await bo.giveName("Bo");
  await bo.queueByCode(songs[0]!.code);
  await bo.queueByCode(songs[1]!.code);

  await ana.page.context().setOffline(false);
  await ana.page.clock.fastForward(15_000);
  await ana.page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => "visible",
    });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await ana.page.clock.resume();
  await expect(ana.page.getByTestId("dock-now")).toContainText("sung by Bo", { timeout: 15_000 });
  await ana.tab("Queue");
  await expect(ana.queueEntries()).toHaveCount(1);
  expect(await ana.sameLoad()).toBe(true);
  void cloud;
});
