import type { Locator, Page } from "@playwright/test";
import { PartySettingsDialog } from "./party-settings-dialog";

export class SessionHomePage {
  constructor(private readonly page: Page) {}

  /** The session code from the URL (ABC234). */
  code(): string {
    const match = /\/session\/([A-Z0-9]{6})/.exec(this.page.url());
    if (!match?.[1]) throw new Error(`not on a session page: ${this.page.url()}`);
    return match[1];
  }

  partySettingsButton(): Locator {
    return this.page.getByRole("button", { name: "Party settings", exact: true });
  }

  /**
   * Opens the party settings with the TV remote: arrows until the button has the focus, then
   * Enter.
   */
  async openPartySettingsByKeyboard(): Promise<PartySettingsDialog> {
    const button = this.partySettingsButton();
    for (let i = 0; i < 8; i++) {
      if (await button.evaluate((element) => element === document.activeElement)) break;
      await this.page.keyboard.press(i === 0 ? "ArrowRight" : "ArrowUp");
    }
    await this.page.keyboard.press("Enter");
    const dialog = new PartySettingsDialog(this.page);
    await dialog.dialog().waitFor();
    return dialog;
  }

  joinUrlText() {
    return this.page.getByTestId("join-url");
  }

  joinQr() {
    return this.page.locator(".join-card-qr svg");
  }

  carousel(title: string) {
    return this.page.getByRole("region", { name: title });
  }

  /** The QR's pixels, rendered by the browser from its SVG, for a decoder to read. */
  async qrPixels(): Promise<{ data: number[]; width: number; height: number }> {
    return this.joinQr().evaluate(async (svg) => {
      const size = 400;
      const markup = new XMLSerializer().serializeToString(svg);
      const url = URL.createObjectURL(new Blob([markup], { type: "image/svg+xml" }));
      const image = new Image(size, size);
      await new Promise((resolve, reject) => {
        image.onload = resolve;
        image.onerror = reject;
        image.src = url;
      });
      const canvas = document.createElement("canvas");
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no canvas");
      context.drawImage(image, 0, 0, size, size);
      const pixels = context.getImageData(0, 0, size, size);
      return { data: Array.from(pixels.data), width: size, height: size };
    });
  }
}
