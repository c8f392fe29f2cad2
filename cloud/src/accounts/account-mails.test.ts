import { describe, expect, it } from "vitest";
import {
  existingAccountMail,
  linkTo,
  passwordResetMail,
  verificationMail,
} from "./account-mails.js";

describe("account mails", () => {
  it("link to the screen's routes under PUBLIC_URL, the token as a query parameter", () => {
    expect(linkTo("https://k.example", "/verify-email", "abc.DEF-_")).toBe(
      "https://k.example/verify-email?token=abc.DEF-_",
    );
    // PUBLIC_URL with a path prefix keeps it.
    expect(linkTo("https://k.example/party", "/reset-password", "t")).toBe(
      "https://k.example/party/reset-password?token=t",
    );
  });

  it("carry the link in text and HTML, and name its lifetime", () => {
    const mail = verificationMail("a@b.co", "Ann", "https://k.example/verify-email?token=t&x=1");
    expect(mail).toMatchObject({
      to: "a@b.co",
      link: "https://k.example/verify-email?token=t&x=1",
    });
    expect(mail.text).toContain("Verify my email: https://k.example/verify-email?token=t&x=1");
    expect(mail.text).toContain("24 hours");
    expect(mail.html).toContain('href="https://k.example/verify-email?token=t&#38;x=1"');
    expect(passwordResetMail("a@b.co", "Ann", "https://k/r?token=t").text).toContain("1 hour");
  });

  it("say in English, word for word, what they said before the catalogues", () => {
    const link = "https://k.example/verify-email?token=t";
    expect(verificationMail("a@b.co", "Ann", link)).toMatchObject({
      subject: "Verify your Encore email address",
      language: "en",
      text: [
        "Hi Ann,",
        "",
        "Please confirm that this is your email address to finish creating your Encore account.",
        "The link works once, for 24 hours. If you did not sign up, ignore this mail.",
        "",
        `Verify my email: ${link}`,
        "",
        "— Encore",
      ].join("\n"),
    });
    expect(passwordResetMail("a@b.co", "Ann", link).text).toBe(
      [
        "Hi Ann,",
        "",
        "Someone asked to reset the password of your account. Choose a new password with this link.",
        "The link works once, for 1 hour. If you did not ask, ignore this mail: nothing changes.",
        "",
        `Reset my password: ${link}`,
        "",
        "— Encore",
      ].join("\n"),
    );
    const existing = existingAccountMail("a@b.co", "Ann", "https://k.example", "/remote/");
    expect(existing.subject).toBe("You already have an Encore account");
    expect(existing.text).toBe(
      [
        "Hi Ann,",
        "",
        "Someone tried to create an account with this email address, which already has one.",
        "If it was you: sign in (with Google if that is how you signed up), or use 'Forgot Password' to choose a new password. If not, ignore this mail: nothing changes.",
        "",
        "Open Encore: https://k.example/remote/",
        "",
        "— Encore",
      ].join("\n"),
    );
    expect(existing.html).toContain('<html lang="en">');
  });

  it("are written in the language asked for", () => {
    const mail = passwordResetMail("a@b.co", "Ann", "https://k/r?token=t", { language: "de" });
    expect(mail.language).toBe("de");
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.text).not.toContain("Hi Ann,");
    expect(mail.subject).not.toBe("Reset your Encore password");
  });

  it("escape a name in HTML", () => {
    const mail = existingAccountMail("a@b.co", '<img src=x onerror="alert(1)">', "https://k");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");
    expect(mail.text).not.toContain("token=");
  });
});
