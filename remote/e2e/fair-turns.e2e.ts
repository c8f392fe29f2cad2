// Fair turns, the host and wait times on the phones (docs/product.md#fair-turns,
// docs/product.md#the-host, docs/product.md#wait-times): three singers take turns in rounds on
// every device; a phone unlocks host with the PIN the TV shows and turns on host controls, and a
// guest then sees the host's buttons disabled with the reason; "Skip my turn" moves a song behind
// the next singer's on every phone; and each waiting song says when it should start.
import type { Page } from "@playwright/test";
import { someSongs, sessionState, type CatalogueSong } from "./support/catalogue";
import { expect, test } from "./support/fixtures";

type S = CatalogueSong;

/** The cloud's order: the song on now, then the waiting songs, by db_id. */
async function cloudOrder(baseUrl: string, code: string): Promise<(number | undefined)[]> {
  const state = await sessionState(baseUrl, code);
  return [state.current_song?.db_id, ...state.queue.map((item) => item.db_id)];
}

async function waitingIds(baseUrl: string, code: string): Promise<string[]> {
  return (await sessionState(baseUrl, code)).queue.map((item) => item.queue_id);
}

const dbIds = (list: CatalogueSong[]) => list.map((song) => song.db_id);
const nowPlaying = (page: Page) => page.getByTestId("dock-now");

test("three singers: A queues three, then B and C one each; every device shows A1 B1 C1 A2 A3 in rounds", async ({
  cloud,
  tv,
  guest,
}) => {
  const code = await tv.startParty();
  const [a1, a2, a3, b1, c1] = (await someSongs(cloud.url, 5)) as [S, S, S, S, S];
  const ana = await guest(code, "Ana");
  const bo = await guest(code, "Bo");
  const cy = await guest(code, "Cy");

  // A1 starts at once; A2 and A3 wait; then B1 and C1 go ahead of them, by round.
  for (const song of [a1, a2, a3]) await ana.queueByCode(song.code);
  await tv.player.waitUntilShown();
  await bo.queueByCode(b1.code);
  await cy.queueByCode(c1.code);

  await expect.poll(() => cloudOrder(cloud.url, code)).toEqual(dbIds([a1, b1, c1, a2, a3]));
  const waiting = await waitingIds(cloud.url, code);
  for (const singer of [ana, bo, cy]) {
    await expect(nowPlaying(singer.page)).toContainText("sung by Ana");
    const queue = await singer.openQueue();
    await expect.poll(() => queue.queueIds()).toEqual(waiting);
    // B1 and C1 are round 1; Ana, who sings now, waits a round for A2, and another for A3.
    expect(await queue.roundHeadings()).toEqual(["Round 1", "Round 2", "Round 3"]);
  }
  // The TV's queue bar shows the same order.
  const titles = await ana.queueTitles();
  await expect.poll(() => tv.player.queueTitles()).toEqual(titles);
  // Each phone marks its own songs.
  const anaQueue = ana.queueEntries();
  await expect(anaQueue.nth(0)).not.toHaveClass(/queue-entry-mine/);
  await expect(anaQueue.nth(2)).toHaveClass(/queue-entry-mine/);
  await expect(anaQueue.nth(3)).toHaveClass(/queue-entry-mine/);
  await expect(cy.queueEntries().nth(1)).toHaveClass(/queue-entry-mine/);
});

test("a phone unlocks host with the TV's PIN and turns on host controls: a guest's Skip is disabled, saying why", async ({
  cloud,
  tv,
  guest,
}) => {
  const code = await tv.startParty();
  const [s1, s2, s3] = (await someSongs(cloud.url, 3)) as [S, S, S];
  const ana = await guest(code, "Ana");
  const bo = await guest(code, "Bo");
  await ana.queueByCode(s1.code); // plays at once
  await tv.player.waitUntilShown();
  await ana.queueByCode(s2.code);
  await bo.queueByCode(s3.code);
  await expect.poll(() => cloudOrder(cloud.url, code)).toEqual(dbIds([s1, s3, s2]));

  // A guest sees the settings and cannot change them.
  const me = await ana.openMe();
  await expect(me.partySettings()).toContainText("The host changes these settings.");
  await expect(me.setting("Host controls")).toBeDisabled();
  await expect(me.setting("Fair turns")).toBeChecked();

  // A wrong PIN is said in the dialog; the TV's PIN makes this phone the host.
  const pin = await tv.hostPin();
  await me.imTheHost().tap();
  await expect(me.pinField()).toHaveAttribute("inputmode", "numeric");
  await expect(me.pinField()).toHaveAttribute("autocomplete", "one-time-code");
  await me.unlockHost(pin === "0000" ? "1111" : "0000");
  await expect(me.pinRefusal()).toHaveText("That PIN is not right");
  await expect(me.pinDialog()).toBeVisible();
  await me.unlockHost(pin);
  await expect(me.pinDialog()).toBeHidden();
  await expect(me.hostBadge()).toBeVisible();
  await expect(me.imTheHost()).toBeHidden();

  await me.setting("Host controls").tap();
  await expect(me.setting("Host controls")).toBeChecked();

  // The guest's phone: Skip and Stop are the host's, disabled with the reason shown.
  const skip = bo.dockButton("Skip to next song");
  await expect(skip).toBeDisabled();
  await expect(skip).toHaveAccessibleDescription("Only the host can skip songs");
  await expect(bo.dockButton("Stop playback")).toHaveAccessibleDescription(
    "Only the host can stop playback",
  );
  await expect(bo.dockHostNote()).toContainText("Only the host can skip songs");
  // Pause stays the guest's.
  await expect(bo.dockButton("Pause")).toBeEnabled();
  // In the Queue tab: no reordering, no removing Ana's song; Bo's own song is still his.
  const queue = await bo.openQueue();
  await expect(queue.handles().first()).toBeDisabled();
  await expect(queue.handles().first()).toHaveAccessibleDescription(
    "Only the host can reorder the queue",
  );
  // Bo's song went first (round 1); Ana, who sings now, waits a round.
  const [bosId, anasId] = await waitingIds(cloud.url, code);
  const anas = await queue.titleOf(anasId ?? "");
  const bos = await queue.titleOf(bosId ?? "");
  await expect(queue.remove(anas)).toBeDisabled();
  await expect(queue.remove(anas)).toHaveAccessibleDescription(
    "Only the host can remove another singer's song",
  );
  await expect(queue.remove(bos)).toBeEnabled();
  await expect(queue.clear()).toBeDisabled();
  await expect(queue.clear()).toHaveAccessibleDescription("Only the host can clear the queue");
  // The guest's settings show the change, read-only.
  const guestMe = await bo.openMe();
  await expect(guestMe.setting("Host controls")).toBeChecked();
  await expect(guestMe.setting("Host controls")).toBeDisabled();

  // The host's own Skip still works.
  await expect(ana.dockButton("Skip to next song")).toBeEnabled();
  await ana.dockButton("Skip to next song").tap();
  await expect.poll(() => cloudOrder(cloud.url, code)).toEqual(dbIds([s3, s2]));
});

test("Skip my turn: the singer's song moves behind the next singer's, on every phone", async ({
  cloud,
  tv,
  guest,
}) => {
  const code = await tv.startParty();
  const [a1, b1, c1] = (await someSongs(cloud.url, 3)) as [S, S, S];
  const ana = await guest(code, "Ana");
  const bo = await guest(code, "Bo");
  const cy = await guest(code, "Cy");
  await ana.queueByCode(a1.code); // plays at once
  await tv.player.waitUntilShown();
  await bo.queueByCode(b1.code);
  await cy.queueByCode(c1.code);
  await expect.poll(() => cloudOrder(cloud.url, code)).toEqual(dbIds([a1, b1, c1]));
  const [bos, cys] = await waitingIds(cloud.url, code);

  const boQueue = await bo.openQueue();
  const cyQueue = await cy.openQueue();
  await expect.poll(() => cyQueue.queueIds()).toEqual([bos, cys]);
  const title = await boQueue.titleOf(bos ?? "");
  // Only the singer (or the host) may skip a song's turn.
  await expect(cyQueue.skipMyTurn(title)).toHaveCount(0);

  await boQueue.skipMyTurn(title).tap();
  await expect.poll(() => cloudOrder(cloud.url, code)).toEqual(dbIds([a1, c1, b1]));
  await expect.poll(() => boQueue.queueIds()).toEqual([cys, bos]);
  await expect.poll(() => cyQueue.queueIds()).toEqual([cys, bos]);
  // Nobody else waits after it now: nothing more to skip.
  await expect(boQueue.skipMyTurn(title)).toBeDisabled();
  await expect(cy.yourTurn()).toHaveText(/You're next!/);
  await expect(bo.yourTurnText()).toHaveText(/^Your song is #2 — in about \d+ min$/);
});

test("the Queue tab says when each waiting song should start, and that it is paused", async ({
  cloud,
  tv,
  guest,
}) => {
  const code = await tv.startParty();
  const [a1, a2, b1, c1] = (await someSongs(cloud.url, 4)) as [S, S, S, S];
  const ana = await guest(code, "Ana");
  const bo = await guest(code, "Bo");
  const cy = await guest(code, "Cy");
  await ana.queueByCode(a1.code); // plays at once
  await tv.player.waitUntilShown();
  await ana.queueByCode(a2.code);
  await bo.queueByCode(b1.code);
  await cy.queueByCode(c1.code);
  await expect.poll(() => cloudOrder(cloud.url, code)).toEqual(dbIds([a1, b1, c1, a2]));

  const queue = await cy.openQueue();
  await expect.poll(() => queue.waits()).toHaveLength(3);
  const waits = await queue.waits();
  for (const wait of waits) expect(wait).toMatch(/^in about \d+ min$/);
  const minutes = waits.map((wait) => Number(/\d+/.exec(wait)?.[0]));
  // Later songs start later.
  expect(minutes).toEqual([...minutes].sort((x, y) => x - y));
  expect(minutes[2]).toBeGreaterThan(minutes[0] ?? 0);
  await expect(cy.yourTurnText()).toHaveText(/^Your song is #2 — in about \d+ min$/);

  // Paused: the waits stop counting down and say so.
  await ana.dockButton("Pause").tap();
  await expect
    .poll(async () => (await queue.waits()).every((wait) => /^paused · about \d+ min$/.test(wait)))
    .toBe(true);
  await expect(cy.yourTurnText()).toHaveText(/^Your song is #2 — paused · about \d+ min$/);
  await ana.dockButton("Play").tap();
  await expect.poll(async () => (await queue.waits())[0]).toMatch(/^in about \d+ min$/);
});

test("a phone that joins mid-song shows the same waits as the TV, after the TV reported the video's length", async ({
  cloud,
  tv,
  guest,
}) => {
  const code = await tv.startParty();
  const [a1, a2, b1] = (await someSongs(cloud.url, 3)) as [S, S, S];
  const ana = await guest(code, "Ana");
  const bo = await guest(code, "Bo");
  await ana.queueByCode(a1.code); // plays at once
  await tv.player.waitUntilShown();
  await ana.queueByCode(a2.code);
  await bo.queueByCode(b1.code);
  await expect.poll(() => tv.player.queueWaits()).toHaveLength(2);
  // The TV's player knows the video's length once it plays, and reports it (VIDEO_INFO); the
  // demo songs have none in the catalogue, so until then every device counts the median.
  await expect.poll(() => tv.player.fakeVideo.state()).toBe(1);
  await tv.page.waitForTimeout(1_500);

  const cy = await guest(code, "Cy");
  const queue = await cy.openQueue();
  await expect.poll(() => queue.waits()).toHaveLength(2);
  // Read a moment apart, both may cross a minute once; a different length would differ for good.
  await expect
    .poll(
      async () =>
        JSON.stringify(await queue.waits()) === JSON.stringify(await tv.player.queueWaits()),
    )
    .toBe(true);
});
