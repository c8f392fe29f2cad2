import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../api/http-client";
import { speak } from "../i18n/test-language";
import {
  feedbackFailureText,
  longDate,
  pendingCount,
  shortDate,
  statusLabel,
  statusTone,
} from "./account-view";

beforeAll(() => speak("en"));

describe("dates", () => {
  it("Member Since is a long US-English date", () => {
    expect(longDate("2025-01-05T12:00:00.000Z")).toBe("January 5, 2025");
  });
  it("Submitted on is a short one", () => {
    expect(shortDate("2025-11-23T08:30:00.000Z", "UTC")).toBe("11/23/2025");
  });
  it("text that is not a date is shown as it is", () => {
    expect(longDate("soon")).toBe("soon");
    expect(shortDate("")).toBe("");
  });
});

describe("feedback statuses", () => {
  it.each([
    ["pending", "yellow", "Pending"],
    ["in_review", "blue", "In Review"],
    ["resolved", "green", "Resolved"],
    ["closed", "red", "Closed"],
    ["archived", "grey", "Archived"],
  ])("%s → %s badge reading %s", (status, tone, label) => {
    expect(statusTone(status)).toBe(tone);
    expect(statusLabel(status)).toBe(label);
  });

  it("counts the pending ones", () => {
    expect(pendingCount([{ status: "pending" }, { status: "closed" }, { status: "pending" }])).toBe(
      2,
    );
  });
});

describe("feedback failures", () => {
  it("shows a limit refusal as sent, anything else generically", () => {
    const limit = "Feedback limit reached: you have 5 pending submissions.";
    expect(feedbackFailureText(new Error(limit))).toBe(limit);
    expect(feedbackFailureText(new Error("Cannot reach the server."))).toBe(
      "Failed to submit feedback. Please try again.",
    );
    expect(feedbackFailureText("nope")).toBe("Failed to submit feedback. Please try again.");
    const refused = new ApiError(
      "Feedback limit reached: you have 5 pending submissions. Please wait for some to be reviewed before submitting more.",
      429,
      { code: "feedback_limit", params: { max: 5 } },
    );
    expect(feedbackFailureText(refused)).toBe(refused.message);
  });
});
