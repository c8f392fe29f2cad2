// The back office's Karaoke songs tab (docs/admin.md), by role and accessible name.
import type { Locator, Page } from "@playwright/test";

export class KaraokeTab {
  constructor(private readonly page: Page) {}

  private section(title: string): Locator {
    return this.page.getByRole("region", { name: title });
  }

  keyState(): Locator {
    return this.section("YouTube Data API key").locator(".admin-key-state");
  }

  keyError(): Locator {
    return this.section("YouTube Data API key").locator(".account-field-error");
  }

  async saveKey(key: string): Promise<void> {
    await this.page.getByLabel("API key", { exact: true }).fill(key);
    await this.page.getByRole("button", { name: "Check and save" }).click();
  }

  channels(): Locator {
    return this.section("Channels").getByRole("listitem");
  }

  channelRow(songbook: string): Locator {
    return this.channels().filter({ hasText: songbook });
  }

  channelBox(songbook: string): Locator {
    return this.channelRow(songbook).getByRole("checkbox");
  }

  async removeChannel(songbook: string): Promise<void> {
    await this.page.getByRole("button", { name: `Remove ${songbook}`, exact: true }).click();
  }

  async addChannel(text: string): Promise<void> {
    await this.page.getByLabel("Add a channel: its address or @handle").fill(text);
    await this.page.getByRole("button", { name: "Add", exact: true }).click();
  }

  channelsError(): Locator {
    return this.section("Channels").getByRole("alert");
  }

  importButton(name: string): Locator {
    return this.page.getByRole("button", { name, exact: true });
  }

  progress(): Locator {
    return this.page.getByRole("progressbar", { name: "Channels imported" });
  }

  importLine(): Locator {
    return this.section("Import").locator(".admin-import-line");
  }

  stat(label: string): Locator {
    return this.section("Import")
      .locator(".admin-stat", { has: this.page.getByText(label, { exact: true }) })
      .locator("dd");
  }

  skipped(reason: string): Locator {
    return this.section("Import")
      .locator(".admin-skipped li", { has: this.page.getByText(reason, { exact: true }) })
      .locator("strong");
  }

  refreshNow(): Locator {
    return this.page.getByRole("button", { name: "Refresh now", exact: true });
  }

  lastRefresh(): Locator {
    return this.section("Daily refresh");
  }
}
