// The accounts pages: the account menu, settings, feedback, and the pages of mailed links.
import type { Locator, Page } from "@playwright/test";

export class AccountMenu {
  constructor(private readonly page: Page) {}

  /** The top bar's account button, named by the signed-in user's name. */
  button(name: string): Locator {
    return this.page.locator(".account-button").filter({ hasText: name });
  }

  async choose(userName: string, item: "Settings" | "Feedback" | "Sign Out"): Promise<void> {
    await this.button(userName).click();
    await this.page.getByRole("menuitem", { name: item }).click();
  }
}

export class SettingsPage {
  constructor(private readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole("heading", { level: 1, name: "Account Settings" });
  }

  /** The value shown under a profile label (Name, Email, Member Since). */
  fact(label: "Name" | "Email" | "Member Since"): Locator {
    return this.page.locator(".profile-facts div").filter({ hasText: label }).locator("dd");
  }

  deleteButton(): Locator {
    return this.page.locator(".account-danger-button");
  }

  confirmDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Delete Account" });
  }

  back(): Locator {
    return this.page.getByRole("button", { name: "Back to session" });
  }
}

export class FeedbackPage {
  constructor(private readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole("heading", { level: 1, name: "Leave a Feedback" });
  }

  subject(): Locator {
    return this.page.getByLabel("Subject", { exact: true });
  }

  details(): Locator {
    return this.page.getByLabel("Details", { exact: true });
  }

  submitButton(): Locator {
    return this.page.locator('.feedback-form button[type="submit"]');
  }

  async send(subject: string, details: string): Promise<void> {
    await this.subject().fill(subject);
    await this.details().fill(details);
    await this.submitButton().click();
  }

  warning(): Locator {
    return this.page.locator(".feedback-form .account-warning");
  }

  success(): Locator {
    return this.page.locator(".feedback-form .account-success");
  }

  history(): Locator {
    return this.page.locator(".feedback-item");
  }
}

export class LinkPages {
  constructor(private readonly page: Page) {}

  card(): Locator {
    return this.page.locator(".link-page-card");
  }

  newPassword(): Locator {
    return this.page.getByLabel("New Password", { exact: true });
  }

  confirmPassword(): Locator {
    return this.page.getByLabel("Confirm Password", { exact: true });
  }

  resetButton(): Locator {
    return this.page.getByRole("button", { name: "Reset Password", exact: true });
  }

  fieldErrors(): Locator {
    return this.page.locator(".account-field-error");
  }
}
