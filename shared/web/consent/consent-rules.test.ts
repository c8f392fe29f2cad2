import { describe, expect, it } from "vitest";
import { analyticsToLoad, gtagScriptUrl, parseConsent, shouldShowBanner } from "./consent-rules";

const withId = { analytics_id: "G-TEST123" };
const withoutId = { analytics_id: null };

describe("stored consent", () => {
  it.each([
    ["accepted", "accepted"],
    ["minimal", "minimal"],
    [null, null],
    ["", null],
    ["Accepted", null],
    ["yes", null],
    ['"accepted"', null],
  ] as const)("%j reads as %j", (stored, expected) => {
    expect(parseConsent(stored)).toBe(expected);
  });

  it("the banner shows only while no choice is stored", () => {
    expect(shouldShowBanner(null)).toBe(true);
    expect(shouldShowBanner("accepted")).toBe(false);
    expect(shouldShowBanner("minimal")).toBe(false);
  });
});

describe("analytics", () => {
  it("loads after Accept All when the host configured an id", () => {
    expect(analyticsToLoad("accepted", withId)).toBe("G-TEST123");
  });

  it.each([
    ["no choice yet", null, withId],
    ["Essential Only", "minimal", withId],
    ["no ANALYTICS_ID", "accepted", withoutId],
    ["the config not loaded yet", "accepted", null],
  ] as const)("never loads with %s", (_label, consent, config) => {
    expect(analyticsToLoad(consent, config)).toBeNull();
  });

  it.each(["UA-1234-1", "G-", "G-abc123", "G-TEST123&x=1", 'G-TEST123"><script>'])(
    "refuses %j, which is no GA4 measurement id",
    (id) => {
      expect(analyticsToLoad("accepted", { analytics_id: id })).toBeNull();
    },
  );

  it("requests gtag.js for that id", () => {
    expect(gtagScriptUrl("G-TEST123")).toBe(
      "https://www.googletagmanager.com/gtag/js?id=G-TEST123",
    );
  });
});
