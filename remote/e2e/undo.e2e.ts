// Undo on the phone (docs/remote.md, Undo): a song taken from one guest by another is told to its
// owner with an Undo, which puts it back in its place on every device; the one who took it gets
// the same Undo (one, not two); a cleared queue is told to every phone.
import { someSongs } from "./support/catalogue";
import { expect, test } from "./support/fixtures";

test("Bo removes Ana's song: Ana is told with an Undo, taps it, and the song is back in its place everywhere", async ({
  cloud,
  tv,
  guest,
}) => {
  const code = await tv.startParty();
  const songs = await someSongs(cloud.url, 4);
  const ana = await guest(code, "Ana");
  const bo = await guest(code, "Bo");
  for (const song of songs) await ana.queueByCode(song.code);
  await tv.player.waitUntilShown();
  await bo.tab("Queue");
  await expect.poll(() => bo.queueTitles()).toHaveLength(3);
  const before = await bo.queueTitles();

  await bo.button(`Remove ${before[1]}`).tap();
  const without = [before[0], before[2]];
  await expect.poll(() => tv.player.queueTitles()).toEqual(without);
  const notice = ana.page.getByTestId("undo-toast");
  await expect(notice).toHaveText(/Bo removed your song/);
  // The one who took it has the same Undo, once.
  await expect(bo.page.getByTestId("undo-toast")).toHaveCount(1);
  await expect(bo.page.getByTestId("undo-toast")).toHaveText(new RegExp(`Removed ${before[1]}`));

  await notice.getByRole("button", { name: "Undo" }).tap();
  await expect(notice).toBeHidden();
  await ana.tab("Queue");
  await expect.poll(() => ana.queueTitles()).toEqual(before);
  await expect.poll(() => bo.queueTitles()).toEqual(before);
  await expect.poll(() => tv.player.queueTitles()).toEqual(before);
  // Put back, the offer is gone on the other phone too.
  await expect(bo.page.getByTestId("undo-toast")).toHaveCount(0);
});

test("a cleared queue is told to every phone with an Undo, and Undo on any of them puts it back", async ({
  cloud,
  tv,
  guest,
}) => {
  const code = await tv.startParty();
  const songs = await someSongs(cloud.url, 3);
  const ana = await guest(code, "Ana");
  const bo = await guest(code, "Bo");
  for (const song of songs) await ana.queueByCode(song.code);
  await tv.player.waitUntilShown();
  const queue = await bo.openQueue();
  await expect.poll(() => bo.queueTitles()).toHaveLength(2);

  await queue.clear().tap();
  await bo.page
    .getByRole("dialog", { name: "Clear the queue?" })
    .getByRole("button", { name: "Clear queue" })
    .tap();
  await expect(ana.page.getByTestId("undo-toast")).toHaveText(/Queue cleared/);
  await expect(bo.page.getByTestId("undo-toast")).toHaveText(/Queue cleared/);
  await ana.page.getByTestId("undo-toast").getByRole("button", { name: "Undo" }).tap();
  await expect.poll(() => bo.queueTitles()).toHaveLength(2);
  await expect(bo.page.getByTestId("undo-toast")).toHaveCount(0);
});
