// A TV remote walking a page: only the arrows, Enter and Escape. Each focused control is recorded
// with whether the focus on it can be seen (an outline, a ring or a changed background), so a test
// checks that everything it reached showed where the focus was.
import { expect, type Locator, type Page } from "@playwright/test";

export interface Stop {
  /** The control's accessible-ish name: its aria-label, its text, or its tag. */
  name: string;
  /** Whether the focus is visible on it. */
  visible: boolean;
}

const ARROWS = ["ArrowDown", "ArrowRight", "ArrowUp", "ArrowLeft"] as const;

export class RemoteWalk {
  readonly stops = new Map<string, Stop>();

  constructor(private readonly page: Page) {}

  /** The focused control now, recorded; null when nothing is focused. */
  async record(): Promise<Stop | null> {
    const stop = await this.page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) return null;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== "none";
      const name = (element.getAttribute("aria-label") ?? element.textContent ?? element.tagName)
        .trim()
        .slice(0, 60);
      const id = (element.dataset.walk ??= String(Math.random()));
      return { id, name: name || element.tagName, visible: outline || ring };
    });
    if (stop) this.stops.set(stop.id, { name: stop.name, visible: stop.visible });
    return stop;
  }

  /** Presses each key of `keys` in turn, recording where the focus lands. */
  async press(...keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.page.keyboard.press(key);
      await this.record();
    }
  }

  /** Walks the page in a square, `steps` presses of each arrow, recording every stop. */
  async square(steps: number): Promise<void> {
    for (const arrow of ARROWS) await this.press(...Array<string>(steps).fill(arrow));
  }

  /** Arrows (`keys`, in turn, at most `tries` presses) until `target` has the focus. */
  async reach(target: Locator, keys: readonly string[], tries = 20): Promise<void> {
    for (let i = 0; i < tries; i++) {
      if (await target.evaluate((element) => element === document.activeElement)) break;
      await this.press(keys[i % keys.length] ?? "ArrowDown");
    }
    await expect(target).toBeFocused();
  }

  /** Every control the walk reached showed its focus; the names of those that did not. */
  unseen(): string[] {
    return [...this.stops.values()].filter((stop) => !stop.visible).map((stop) => stop.name);
  }

  names(): string[] {
    return [...this.stops.values()].map((stop) => stop.name);
  }
}
