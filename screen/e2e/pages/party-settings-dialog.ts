// The screen's `Party settings` dialog: the host PIN and the three party settings.
import type { Locator, Page } from "@playwright/test";

export class PartySettingsDialog {
  constructor(private readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole("dialog", { name: "Party settings" });
  }

  /** The host PIN's digits, as shown. */
  pin(): Locator {
    return this.dialog().getByTestId("host-pin");
  }

  /** A setting's switch by its label (its line follows the label in its name). */
  switch(label: "Fair turns" | "Host controls"): Locator {
    return this.dialog().getByRole("switch", { name: new RegExp(`^${label}`) });
  }

  songsPerSinger(): Locator {
    return this.dialog().getByRole("combobox", { name: "Songs per singer" });
  }

  /** Moves the focus with the D-pad (arrow keys) until `target` has it, at most `tries` presses. */
  async focusByDpad(target: Locator, key: "ArrowDown" | "ArrowUp", tries = 6): Promise<void> {
    for (let i = 0; i < tries; i++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.page.keyboard.press(key);
    }
  }

  /**
   * Closes it with a TV remote's Back key (BrowserBack, which no keyboard has: dispatched to the
   * focused control as the set's browser does).
   */
  async closeWithBack(): Promise<void> {
    await this.page.evaluate(() =>
      (document.activeElement ?? document.body).dispatchEvent(
        new KeyboardEvent("keydown", { key: "BrowserBack", bubbles: true, cancelable: true }),
      ),
    );
    await this.dialog().waitFor({ state: "hidden" });
  }

  /** Closes it with the keyboard's Escape. */
  async closeWithEscape(): Promise<void> {
    await this.page.keyboard.press("Escape");
    await this.dialog().waitFor({ state: "hidden" });
  }
}
