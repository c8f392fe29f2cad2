import type { Locator, Page } from "@playwright/test";

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

  /** The fake IFrame API's record (e2e/fake-youtube/iframe-api.js). */
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
  };
}
