// The cursor hides after a few idle seconds and comes back when the mouse moves: a TV shows no
// arrow in the middle of a song. Electron has no cursor switch, so the shell injects CSS.

import type { Timers } from "./recovery.js";

export const CURSOR_IDLE_MS = 3_000;
export const HIDE_CURSOR_CSS = "*, *::before, *::after { cursor: none !important; }";

export interface CursorDeps {
  timers: Timers;
  hide(): void;
  show(): void;
}

export class IdleCursor {
  private timer: unknown = null;
  private hidden = false;

  constructor(
    private readonly deps: CursorDeps,
    private readonly idleMs = CURSOR_IDLE_MS,
  ) {}

  get isHidden(): boolean {
    return this.hidden;
  }

  /** At start, and at each mouse event: shown now, hidden after the idle time. */
  activity(): void {
    if (this.hidden) {
      this.hidden = false;
      this.deps.show();
    }
    if (this.timer !== null) this.deps.timers.clearTimeout(this.timer);
    this.timer = this.deps.timers.setTimeout(() => {
      this.timer = null;
      this.hidden = true;
      this.deps.hide();
    }, this.idleMs);
  }

  /** A new page has none of the injected CSS: hide again on it if the cursor was hidden. */
  pageLoaded(): void {
    if (this.hidden) this.deps.hide();
  }

  dispose(): void {
    if (this.timer !== null) this.deps.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
