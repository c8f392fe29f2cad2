import type { Page } from "@playwright/test";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const pagesDir = fileURLToPath(new URL("../../electron/pages/", import.meta.url));

/** The shell's own pages (file://), with the preload's objects stubbed before any script runs. */
export class KioskShellPages {
  constructor(private readonly page: Page) {}

  /** The settings page, answering load() with `view` and save() with `answers` in turn. */
  async openSettings(
    view: {
      cloudUrl: string;
      startAtLogin: boolean;
      firstRun: boolean;
      consent: "accepted" | "minimal";
    },
    answers: Array<{ ok: true } | { ok: false; message: string }>,
  ): Promise<void> {
    await this.page.addInitScript(
      ({ view, answers }) => {
        const calls: unknown[] = [];
        Object.assign(window, {
          __kioskCalls: calls,
          encoreKiosk: {
            version: "1.0.1",
            openSettings: () => calls.push("openSettings"),
            quit: () => calls.push("quit"),
          },
          encoreKioskSettings: {
            load: async () => ({
              ...view,
              version: "1.0.1",
              chords: "Ctrl+Shift+S settings · Ctrl+Shift+Q quit",
            }),
            save: async (settings: unknown) => {
              calls.push(settings);
              return answers.shift() ?? { ok: true };
            },
          },
        });
      },
      { view, answers },
    );
    await this.page.goto(
      `${pathToFileURL(path.join(pagesDir, "settings.html")).href}${view.firstRun ? "?firstRun=1" : ""}`,
    );
  }

  async openOffline(query: Record<string, string>): Promise<void> {
    const url = new URL(pathToFileURL(path.join(pagesDir, "offline.html")).href);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    await this.page.goto(url.href);
  }

  cloudField() {
    return this.page.getByLabel("Cloud address");
  }

  startAtLogin() {
    return this.page.getByLabel("Start Encore when this PC starts");
  }

  /** The cookie answer for the TV: "Essential only" or "Accept all (…)". */
  consentChoice(label: "Essential only" | "Accept all") {
    return this.page.getByRole("radio", { name: new RegExp(`^${label}`) });
  }

  calls(): Promise<unknown[]> {
    return this.page.evaluate(
      () => (window as unknown as { __kioskCalls: unknown[] }).__kioskCalls,
    );
  }
}
