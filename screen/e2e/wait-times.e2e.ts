// Wait times on the TV (docs/product.md#wait-times): the queue bar says when each waiting song
// starts, and says paused while the song on now is paused. The screen tells the cloud the length
// of the video it plays (VIDEO_INFO), once per song; the cloud's deadline follows it, and every
// device keeps counting with the length the song started with.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { Phone } from "./support/phone";

/** The VIDEO_INFO messages the page sends on its socket, as they leave. */
function recordVideoInfo(page: Page): { queue_id: string; duration_s: number }[] {
  const sent: { queue_id: string; duration_s: number }[] = [];
  page.on("websocket", (socket) =>
    socket.on("framesent", ({ payload }) => {
      // socket.io's frame: 42<ack id>["VIDEO_INFO",{…}]
      const text = typeof payload === "string" ? payload : payload.toString();
      const match = /^42\d*(\[.*\])$/s.exec(text);
      if (!match?.[1]) return;
      const [event, data] = JSON.parse(match[1]) as [
        string,
        { queue_id: string; duration_s: number },
      ];
      if (event === "VIDEO_INFO")
        sent.push({ queue_id: data.queue_id, duration_s: data.duration_s });
    }),
  );
  return sent;
}

test.describe("wait times on the TV", () => {
  test("the queue bar says when each waiting song starts, and paused while paused", async ({
    joinPhone,
    landing,
    player,
  }) => {
    await landing.startParty();
    const phone = await joinPhone();
    for (const dbId of [1, 2, 3]) await phone.queue(dbId);
    await player.waitUntilShown();
    await expect.poll(() => player.fakeVideo.state()).toBe(1);

    await expect(player.queueEntries()).toHaveCount(2);
    await expect
      .poll(() => player.queueWaits())
      .toEqual([
        expect.stringMatching(/^in about \d+ min$/),
        expect.stringMatching(/^in about \d+ min$/),
      ]);
    // Each song waits at least as long as the one before it.
    const minutes = (await player.queueWaits()).map((text) => Number(/\d+/.exec(text)?.[0]));
    expect(minutes[1]).toBeGreaterThan(minutes[0] ?? Infinity);
    // The singer stays beside the wait.
    await expect(player.queueEntries().first()).toContainText("Ana");

    await player.button("Pause").click();
    await expect
      .poll(() => player.queueWaits())
      .toEqual([
        expect.stringMatching(/^paused · about \d+ min$/),
        expect.stringMatching(/^paused · about \d+ min$/),
      ]);
    await player.button("Play").click();
    await expect
      .poll(() => player.queueWaits())
      .toEqual([
        expect.stringMatching(/^in about \d+ min$/),
        expect.stringMatching(/^in about \d+ min$/),
      ]);
  });

  test("the screen reports the video's length once per song; a late phone counts as the TV does", async ({
    joinPhone,
    landing,
    home,
    player,
    page,
    cloud,
  }) => {
    const sent = recordVideoInfo(page);
    await landing.startParty();
    const phone = await joinPhone();
    await phone.queue(1);
    await phone.queue(2);
    await player.waitUntilShown();
    await expect.poll(() => player.fakeVideo.state()).toBe(1);
    const length = await player.fakeVideo.duration();
    expect(length).toBe(200);
    const first = (await phone.state()).current_song?.queue_id;

    await expect.poll(() => sent).toEqual([{ queue_id: first, duration_s: length }]);
    // A phone joining now is told the length the TV has counted with since the song started (the
    // demo catalogue has none: both count the median), not the reported one, so its waits are the
    // TV's (docs/decisions.md, "One wait on every device").
    const late = await Phone.join(cloud.url, home.code(), "Ben");
    late.leave();
    expect(late.joined.current_song?.duration_s ?? null).toBeNull();

    // Pause and play again: nothing more is sent for this song.
    await player.button("Pause").click();
    await expect.poll(() => player.fakeVideo.state()).toBe(2);
    await player.button("Play").click();
    await expect.poll(() => player.fakeVideo.state()).toBe(1);
    await page.waitForTimeout(1200);
    expect(sent).toHaveLength(1);

    // The next song is reported in its turn.
    await player.fakeVideo.end();
    await expect.poll(async () => (await phone.state()).current_song?.db_id).toBe(2);
    const second = (await phone.state()).current_song?.queue_id;
    await expect.poll(() => sent.map((info) => info.queue_id)).toEqual([first, second]);
  });
});
