// The Queue tab on the phone, as the rotation shows it: the waiting songs in order (each named by
// its queue_id, as the cloud's state names it), the round headings, each song's wait, "Skip my
// turn", Remove and the reorder handles, and Clear queue.
import type { Locator, Page } from "@playwright/test";

export class RemoteQueue {
  constructor(readonly page: Page) {}

  entries(): Locator {
    return this.page.locator(".queue-page .queue-entry");
  }

  /** The waiting songs' queue_ids, in the order the tab shows them. */
  async queueIds(): Promise<string[]> {
    return this.entries().evaluateAll((items) =>
      items.map((item) => item.getAttribute("data-queue-id") ?? ""),
    );
  }

  /** The round headings, in order ("Round 1", "Round 2", …). */
  async roundHeadings(): Promise<string[]> {
    return this.page.locator(".queue-page .queue-entry-heading").allTextContents();
  }

  /** Each waiting song's wait line ("in about 4 min"), in order. */
  async waits(): Promise<string[]> {
    return this.page.locator(".queue-page .queue-entry-note").allTextContents();
  }

  /** The singer's "Skip my turn" on a waiting song, by its title as shown. */
  skipMyTurn(title: string): Locator {
    return this.page.getByRole("button", { name: `Skip my turn: ${title}`, exact: true });
  }

  /** The title shown for the song with this queue_id. */
  async titleOf(queueId: string): Promise<string> {
    return this.page
      .locator(`.queue-page .queue-entry[data-queue-id="${queueId}"] .queue-entry-title`)
      .innerText();
  }

  remove(title: string): Locator {
    return this.page.getByRole("button", { name: `Remove ${title}`, exact: true });
  }

  handles(): Locator {
    return this.page.locator(".queue-page .queue-entry-handle");
  }

  clear(): Locator {
    return this.page.getByRole("button", { name: "Clear queue", exact: true });
  }
}
