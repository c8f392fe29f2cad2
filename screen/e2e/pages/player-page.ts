import type { Locator, Page } from "@playwright/test";
import { PartySettingsDialog } from "./party-settings-dialog";

export interface FakeVideoLoad {
  videoId: string;
  at: number;
}

export class PlayerPage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL(/\/player$/);
    await this.button("Skip to next song").waitFor();
  }

  button(name: string): Locator {
    return this.page.getByRole("button", { name, exact: true });
  }

  /** Moves along the player's buttons with Left/Right until `name` has the focus. */
  async focusButton(name: string): Promise<void> {
    const target = this.button(name);
    for (let i = 0; i < 10; i++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.page.keyboard.press("ArrowRight");
    }
  }

  /** Opens the party settings from the player's buttons with the TV remote (Right…, Enter). */
  async openPartySettingsByKeyboard(): Promise<PartySettingsDialog> {
    await this.focusButton("Party settings");
    await this.page.keyboard.press("Enter");
    const dialog = new PartySettingsDialog(this.page);
    await dialog.dialog().waitFor();
    return dialog;
  }

  /** Each waiting song's wait in the queue bar, in order ("in about 4 min"). */
  async queueWaits(): Promise<string[]> {
    return this.page.locator(".queue-bar .queue-entry .queue-entry-wait").allTextContents();
  }

  /** Each waiting song's singer line in the queue bar, in order. */
  queueEntries(): Locator {
    return this.page.locator(".queue-bar .queue-entry");
  }

  /** Back to Songs, answering `Leave the player?` with `Clear queue and leave`. */
  async clearAndLeave(): Promise<void> {
    await this.button("Back to Songs").click();
    await this.leaveDialog().button("Clear queue and leave").click();
  }

  leaveDialog(): LeavePlayerDialog {
    return new LeavePlayerDialog(this.page);
  }

  nowPlaying(): Locator {
    return this.page.getByTestId("queue-now");
  }

  /** The upcoming songs' titles in the queue bar, in order. */
  async queueTitles(): Promise<string[]> {
    return this.page.locator(".queue-bar .queue-entry .queue-entry-title").allTextContents();
  }

  overlay(): Locator {
    return this.page.locator(".paused-overlay-visible");
  }

  upNext(): Locator {
    return this.page.getByTestId("up-next");
  }

  /** Drags the queue item at `from` onto the one at `to` with the mouse, by its handle. */
  async dragQueueItem(from: number, to: number): Promise<void> {
    const handles = this.page.locator(".queue-bar .queue-entry-handle");
    const source = await handles.nth(from).boundingBox();
    const target = await handles.nth(to).boundingBox();
    if (!source || !target) throw new Error("queue items not visible");
    await this.page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await this.page.mouse.down();
    // Past the sensor's 5 px, then onto the target in steps, as a hand would.
    await this.page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2, {
      steps: 3,
    });
    await this.page.mouse.move(target.x + target.width / 2 + 20, target.y + target.height / 2, {
      steps: 12,
    });
    await this.page.mouse.up();
  }

  /** The fake IFrame API's record (e2e-support/fake-youtube/iframe-api.js). */
  fakeVideo = {
    loads: () =>
      this.page.evaluate(() => (window as unknown as FakeWindow).__fakeYouTube?.loads ?? []),
    videoId: () =>
      this.page.evaluate(() => (window as unknown as FakeWindow).__fakeYouTube?.videoId() ?? null),
    state: () =>
      this.page.evaluate(() => (window as unknown as FakeWindow).__fakeYouTube?.state() ?? null),
    end: () => this.page.evaluate(() => (window as unknown as FakeWindow).__fakeYouTube?.end()),
    fail: (code: number) =>
      this.page.evaluate((c) => (window as unknown as FakeWindow).__fakeYouTube?.fail(c), code),
    /** What the fake's getDuration() says for every video, in seconds. */
    duration: () =>
      this.page.evaluate(() => (window as unknown as FakeWindow).__fakeYouTube?.duration ?? null),
    now: () => this.page.evaluate(() => performance.now()),
  };
}

interface FakeWindow {
  /** Undefined until the screen has loaded the (fake) IFrame API. */
  __fakeYouTube?: {
    loads: FakeVideoLoad[];
    videoId(): string | null;
    state(): number;
    end(): void;
    fail(code: number): void;
    duration: number;
  };
}

/** `Leave the player?`: what Back asks before it clears the party (docs/screen.md). */
export class LeavePlayerDialog {
  constructor(private readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole("dialog", { name: "Leave the player?" });
  }

  button(name: string): Locator {
    return this.dialog().getByRole("button", { name, exact: true });
  }
}
