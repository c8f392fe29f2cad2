// How text is drawn, read from the page: where each character of a name lands on the line (to see
// a name drawn in its own order), and whether anything widens a page past its viewport.
import type { Locator, Page } from "@playwright/test";

/**
 * The left edge of each non-space character of `text`, as drawn, in the order the characters are
 * written; empty when no text node inside `scope` holds `text`. A name drawn in its own order
 * has its edges increasing from left to right.
 */
export async function drawnLefts(scope: Locator, text: string): Promise<number[]> {
  return scope.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const data = node.textContent ?? "";
      const at = data.indexOf(wanted);
      if (at === -1) continue;
      const lefts: number[] = [];
      for (let i = at; i < at + wanted.length; i++) {
        if (data[i] === " ") continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        lefts.push(range.getBoundingClientRect().left);
      }
      return lefts;
    }
    return [];
  }, text);
}

/** Whether the characters are drawn left to right, in the order they are written. */
export function inWrittenOrder(lefts: number[]): boolean {
  return lefts.length > 1 && lefts.every((left, i) => i === 0 || left > (lefts[i - 1] ?? left));
}

/** How wide the page's content is, against its viewport: wider means a sideways scroll. */
export async function pageWidths(page: Page): Promise<{ scroll: number; viewport: number }> {
  return page.evaluate(() => ({
    scroll: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    viewport: window.innerWidth,
  }));
}
