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

  it("escape a name in HTML", () => {
    const mail = existingAccountMail("a@b.co", '<img src=x onerror="alert(1)">', "https://k");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");
    expect(mail.text).not.toContain("token=");
  });
});
