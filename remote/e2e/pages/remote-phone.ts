// A guest's phone running the remote, as a person uses it: join, give a name, search and tap,
// the tabs (the Queue and Me tabs as their own page objects), the dock's buttons, drag a queue
// item by its handle with a finger.
import type { Locator, Page } from "@playwright/test";
import { RemoteMe } from "./remote-me";
import { RemoteQueue } from "./remote-queue";

export class RemotePhone {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  /** The TV's QR code address. */
  async openJoinLink(code: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/remote/join/${code}`);
  }

  /** A join address as the TV's QR code holds it (with its `?t=` join token). */
  async openScannedLink(url: string): Promise<void> {
    await this.page.goto(url);
  }

  /** What the start page says about the code it could not join with (and what to do instead). */
  joinRefusal(): Locator {
    return this.page.locator(".start-form").getByRole("alert");
  }

  async openStart(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/remote/`);
    await this.codeField().waitFor();
  }

  codeField(): Locator {
    return this.page.getByLabel("Session code");
  }

  async joinWithCode(typed: string): Promise<void> {
    await this.codeField().fill(typed);
    await this.page.getByRole("button", { name: "Join", exact: true }).tap();
  }

  async giveName(name: string): Promise<void> {
    await this.page.getByLabel("Your name").fill(name);
    await this.page.getByRole("button", { name: "Continue", exact: true }).tap();
    await this.searchField().waitFor();
  }

  searchField(): Locator {
    return this.page.getByPlaceholder("Search by title, artist, or code");
  }

  /** Joined: the party header shows its device count once the cloud answered. */
  async waitUntilJoined(): Promise<void> {
    await this.page.locator(".party-devices").waitFor();
  }

  /** Searches for a song's code and taps it; waits until it shows as added. */
  async queueByCode(code: string): Promise<void> {
    await this.tab("Songs");
    await this.searchField().fill(code);
    const row = this.songRow(code);
    await row.tap();
    await this.page
      .locator(".song-row", { has: row })
      .locator(".queue-badge")
      .waitFor({ timeout: 10_000 });
  }

  songRow(code: string): Locator {
    return this.page.getByRole("button", { name: new RegExp(`, ${code}$`) });
  }

  async tab(name: "Songs" | "Queue" | "Me"): Promise<void> {
    const link = this.page.getByRole("navigation", { name: "Party" }).getByRole("link", {
      name: new RegExp(`^${name}`),
    });
    if ((await link.getAttribute("aria-current")) !== "page") await link.tap();
  }

  /** The Queue tab, opened. */
  async openQueue(): Promise<RemoteQueue> {
    await this.tab("Queue");
    return new RemoteQueue(this.page);
  }

  /** The Me tab, opened. */
  async openMe(): Promise<RemoteMe> {
    await this.tab("Me");
    return new RemoteMe(this.page);
  }

  /** A playback button of the dock: "Stop playback", "Pause", "Play", "Skip to next song". */
  dockButton(name: string): Locator {
    return this.page
      .getByRole("region", { name: "Now playing" })
      .getByRole("button", { name, exact: true });
  }

  /** The dock's line saying which of its buttons are the host's. */
  dockHostNote(): Locator {
    return this.page.locator(".dock-host-note");
  }

  button(name: string): Locator {
    return this.page.getByRole("button", { name, exact: true });
  }

  reconnecting(): Locator {
    return this.page.getByText("Reconnecting…");
  }

  yourTurn(): Locator {
    return this.page.getByTestId("your-turn");
  }

  /** The your-turn banner's words (without its Notify me). */
  yourTurnText(): Locator {
    return this.yourTurn().locator(".your-turn-text");
  }

  queueEntries(): Locator {
    return this.page.locator(".queue-page .queue-entry");
  }

  /** The upcoming songs' titles on the Queue tab, in order. */
  async queueTitles(): Promise<string[]> {
    return this.page.locator(".queue-page .queue-entry .queue-entry-title").allTextContents();
  }

  /**
   * Drags the queue item at `from` onto the one at `to` with a finger on its handle: touch events
   * through the DevTools protocol, held past the touch sensor's delay, then moved in steps.
   */
  async dragQueueItem(from: number, to: number): Promise<void> {
    const handles = this.page.locator(".queue-page .queue-entry-handle");
    const source = await handles.nth(from).boundingBox();
    const target = await handles.nth(to).boundingBox();
    if (!source || !target) throw new Error("queue items not visible");
    const cdp = await this.page.context().newCDPSession(this.page);
    const x = source.x + source.width / 2;
    const y = source.y + source.height / 2;
    const toY = target.y + target.height / 2 + (to > from ? 12 : -12);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", pointY: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x, y: pointY, id: 1 }],
      });
    await touch("touchStart", y);
    await this.page.waitForTimeout(250);
    const steps = 14;
    for (let i = 1; i <= steps; i++) {
      await touch("touchMove", y + ((toY - y) * i) / steps);
      await this.page.waitForTimeout(16);
    }
    await this.page.waitForTimeout(100);
    await touch("touchEnd", toY);
    await cdp.detach();
  }

  /** The spec's favorite limit modal. */
  favoriteLimit(): Locator {
    return this.page.getByRole("dialog", { name: "Favorite Limit Reached" });
  }

  /** The spec's load-failure overlay, with its Retry. */
  loadFailure(): Locator {
    return this.page.getByRole("dialog", { name: "Failed to load songs" });
  }

  /** A toast that says something went wrong (a refused command, a favorite not saved). */
  errorToast(): Locator {
    return this.page.locator(".toast-error");
  }

  /** Opens a songbook from the Songs tab's tiles, by its name. */
  async openSongbookTile(name: string): Promise<void> {
    await this.tab("Songs");
    await this.page.locator(".songbook-tile", { hasText: name }).tap();
  }

  /** Whether this page is still the same load (no reload happened since it was marked). */
  async markLoad(): Promise<void> {
    await this.page.evaluate(() => ((window as unknown as { __load?: number }).__load = 1));
  }

  async sameLoad(): Promise<boolean> {
    return this.page.evaluate(() => (window as unknown as { __load?: number }).__load === 1);
  }
}
