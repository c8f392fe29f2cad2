// The Me tab on the phone: the account's links, the About card with its legal texts, the line
// about a plain-http address, and the party's settings with "I'm the host" and its PIN dialog. The forms inside (auth dialog, settings, feedback) are the
// screen's shared ones, driven by the screen's page objects.
import type { Locator, Page } from "@playwright/test";

export class RemoteMe {
  constructor(readonly page: Page) {}

  signInButton(): Locator {
    return this.page.getByRole("button", { name: "Sign In", exact: true });
  }

  link(name: "Settings" | "Feedback"): Locator {
    return this.page.getByRole("link", { name: new RegExp(`^${name}`) });
  }

  signOut(): Locator {
    return this.page.getByRole("button", { name: "Sign Out", exact: true });
  }

  backToMe(): Locator {
    return this.page.getByRole("link", { name: "← Me" });
  }

  about(): Locator {
    return this.page.getByRole("region", { name: "About Encore" });
  }

  legalLink(title: "Privacy Policy" | "Terms of Service" | "Copyright & DMCA"): Locator {
    return this.page
      .getByRole("navigation", { name: "Legal" })
      .getByRole("button", { name: new RegExp(`^${title.replace("&", "\\&")}`) });
  }

  legalDialog(title: string): Locator {
    return this.page.getByRole("dialog", { name: title });
  }

  insecureNote(): Locator {
    return this.page.getByTestId("insecure-context");
  }

  /** The party's settings card. */
  partySettings(): Locator {
    return this.page.getByRole("region", { name: "Party settings" });
  }

  imTheHost(): Locator {
    return this.page.getByRole("button", { name: "I'm the host", exact: true });
  }

  pinDialog(): Locator {
    return this.page.getByRole("dialog", { name: "I'm the host" });
  }

  pinField(): Locator {
    return this.pinDialog().getByLabel("Host PIN");
  }

  /** Me → I'm the host → types the PIN and sends it; the dialog stays open on a refusal. */
  async unlockHost(pin: string): Promise<void> {
    if (!(await this.pinDialog().isVisible())) await this.imTheHost().tap();
    await this.pinField().fill(pin);
    await this.pinDialog().getByRole("button", { name: "Unlock", exact: true }).tap();
  }

  /** What the PIN dialog says about a refused PIN. */
  pinRefusal(): Locator {
    return this.pinDialog().getByRole("alert");
  }

  hostBadge(): Locator {
    return this.page.getByText("You're the host", { exact: true });
  }

  /** One of the party's settings' switches, by its label. */
  setting(label: "Fair turns" | "Host controls"): Locator {
    return this.page.getByRole("switch", { name: label });
  }

  songsPerSinger(): Locator {
    return this.page.getByLabel("Songs per singer");
  }

  /** The host's list of the party's singers. */
  singers(): Locator {
    return this.page.getByRole("region", { name: "Singers" });
  }

  /** One singer's row in it, by name: its songs waiting, Merge into…, Remove and their steps. */
  singer(name: string): Locator {
    return this.singers().getByRole("listitem", { name });
  }
}
