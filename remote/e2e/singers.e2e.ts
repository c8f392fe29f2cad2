// Two guests who both call themselves Sam: each phone marks only its own songs (the Queue tab,
// the your-turn banner, the search badge), because the cloud tells their songs apart by singer,
// not by name; and a phone that reloads still knows which songs are its own (docs/remote.md,
// "My songs").
import { someSongs } from "./support/catalogue";
import { expect, test } from "./support/fixtures";

test("two guests both called Sam each see only their own songs as theirs, after a reload too", async ({
  cloud,
  tv,
  phone,
}) => {
  const code = await tv.startParty();
  const songs = await someSongs(cloud.url, 3);
  const [s1, s2, s3] = songs as [(typeof songs)[0], (typeof songs)[0], (typeof songs)[0]];

  const first = await phone();
  await first.openJoinLink(code);
  await first.giveName("Sam");
  await first.waitUntilJoined();
  const second = await phone();
  await second.openJoinLink(code);
  await second.giveName("Sam");
  await second.waitUntilJoined();

  await first.queueByCode(s1.code); // plays at once
  await second.queueByCode(s2.code);
  await first.queueByCode(s3.code);
  await tv.player.waitUntilShown();

  await expect(first.yourTurn()).toHaveText(/You're on!/);
  await expect(second.yourTurn()).toHaveText(/You're next!/);

  for (const sam of [first, second]) await sam.tab("Queue");
  await expect(first.queueEntries()).toHaveCount(2);
  await expect(first.queueEntries().nth(0)).not.toHaveClass(/queue-entry-mine/);
  await expect(first.queueEntries().nth(1)).toHaveClass(/queue-entry-mine/);
  await expect(second.queueEntries().nth(0)).toHaveClass(/queue-entry-mine/);
  await expect(second.queueEntries().nth(1)).not.toHaveClass(/queue-entry-mine/);

  // The other Sam's song is someone else's: In Queue, not Added.
  await second.tab("Songs");
  await second.searchField().fill(s3.code);
  await expect(second.page.locator(".song-row", { has: second.songRow(s3.code) })).toContainText(
    "In Queue",
  );

  // Reloaded, the phone still knows its songs.
  await first.page.reload();
  await first.waitUntilJoined();
  await expect(first.yourTurn()).toHaveText(/You're on!/);
  await first.tab("Queue");
  await expect(first.queueEntries().nth(1)).toHaveClass(/queue-entry-mine/);
  await expect(first.queueEntries().nth(0)).not.toHaveClass(/queue-entry-mine/);
});
