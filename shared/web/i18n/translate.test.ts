import { beforeAll, describe, expect, it } from "vitest";
import { errorText } from "./error-text";
import { speak } from "./test-language";
import { t } from "./translate";

describe("t", () => {
  beforeAll(() => speak("en"));

  it("shows a message of the catalogue", () => {
    expect(t("common.language.label")).toBe("Language");
  });

  it("speaks the device dot's plural as the spec words it", () => {
    expect(t("common.session.devices", { count: 2 })).toBe("2 devices connected");
    expect(t("common.session.devices", { count: 1 })).toBe("1 device connected");
    expect(t("common.session.devices", { count: 0 })).toBe("No devices connected");
  });

  it("shows an unknown key as itself, so it stands out", () => {
    expect(t("common.no.such.key" as never)).toBe("common.no.such.key");
  });

  it("shows a cloud error by its code's text, or else by its English message", () => {
    expect(errorText({ code: "no_such_code", message: "Something odd" })).toBe("Something odd");
    expect(errorText({ message: "Plain" })).toBe("Plain");
  });

  it("shows the cloud's own message in English, and the code's text, with its params, in another language", async () => {
    const error = { code: "password_too_short", message: "Too short!", params: { min: 8 } };
    expect(errorText(error)).toBe("Too short!");
    await speak("de");
    expect(errorText(error)).toContain("8");
    expect(errorText(error)).not.toBe("Too short!");
    expect(errorText({ code: "password_too_short", message: "Too short!" })).toBe("Too short!");
    await speak("en");
  });
});
