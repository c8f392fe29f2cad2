// The auth dialog, opened from the top bar's Sign In (docs/product.md#top-bar).
import type { Locator, Page } from "@playwright/test";

export type AuthTitle = "Sign In" | "Create Account" | "Reset Password";

export class AuthDialog {
  constructor(private readonly page: Page) {}

  /** The open dialog, whatever its mode. */
  dialog(): Locator {
    return this.page.locator("dialog.auth-dialog[open]");
  }

  named(title: AuthTitle): Locator {
    return this.page.getByRole("dialog", { name: title });
  }

  async open(): Promise<void> {
    await this.page.getByRole("button", { name: "Sign In", exact: true }).click();
    await this.named("Sign In").waitFor();
  }

  field(label: "Full name" | "Email" | "Password"): Locator {
    return this.dialog().getByLabel(label, { exact: true });
  }

  terms(): Locator {
    return this.dialog().getByRole("checkbox");
  }

  button(name: string): Locator {
    return this.dialog().getByRole("button", { name, exact: true });
  }

  /** The form's one submit button. */
  submitButton(): Locator {
    return this.dialog().locator('button[type="submit"]');
  }

  async submit(): Promise<void> {
    await this.submitButton().click();
  }

  error(): Locator {
    return this.dialog().locator(".account-error");
  }

  success(): Locator {
    return this.dialog().locator(".account-success");
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.field("Email").fill(email);
    await this.field("Password").fill(password);
    await this.submit();
  }

  async signUp(name: string, email: string, password: string): Promise<void> {
    await this.field("Full name").fill(name);
    await this.field("Email").fill(email);
    await this.field("Password").fill(password);
    await this.terms().check();
    await this.submit();
  }
}
