import { describe, expect, it } from "vitest";
import {
  canSubmitFeedback,
  checkFeedback,
  createFeedbackBodySchema,
  FEEDBACK_MESSAGES,
  pendingFeedbackWarning,
} from "./feedback.js";
import { canAddFavorite, FAVORITE_LIMIT_MESSAGE } from "./favorites.js";
import { ruleProblemOf } from "../protocol/error-codes.js";

describe("checkFeedback (product.md feedback rules)", () => {
  it.each([
    [{ subject: "", content: "x" }],
    [{ subject: "x", content: "" }],
    [{ subject: "   ", content: "\n\t " }],
  ])("%j → fill in both", (input) => {
    expect(checkFeedback(input)).toEqual({
      ok: false,
      code: "feedback_incomplete",
      message: "Please fill in both subject and content",
    });
  });

  it("trims both values", () => {
    expect(checkFeedback({ subject: "  Hi ", content: " More songs\n" })).toEqual({
      ok: true,
      subject: "Hi",
      content: "More songs",
    });
  });

  it("takes a 255-character subject, not 256 (after trimming)", () => {
    expect(checkFeedback({ subject: ` ${"s".repeat(255)} `, content: "c" }).ok).toBe(true);
    expect(checkFeedback({ subject: "s".repeat(256), content: "c" })).toEqual({
      ok: false,
      code: "feedback_subject_too_long",
      message: "Subject must be at most 255 characters",
      params: { max: 255 },
    });
  });

  it("bounds the details", () => {
    expect(checkFeedback({ subject: "s", content: "c".repeat(5001) })).toEqual({
      ok: false,
      code: "feedback_content_too_long",
      message: FEEDBACK_MESSAGES.contentTooLong,
      params: { max: 5000 },
    });
  });

  it("the body schema reports the rule and yields trimmed values", () => {
    const empty = createFeedbackBodySchema.safeParse({}).error?.issues[0];
    expect(empty?.message).toBe(FEEDBACK_MESSAGES.fillBoth);
    expect(ruleProblemOf(empty!)).toEqual({
      code: "feedback_incomplete",
      message: FEEDBACK_MESSAGES.fillBoth,
    });
    expect(createFeedbackBodySchema.parse({ subject: " a ", content: " b " })).toEqual({
      subject: "a",
      content: "b",
    });
  });
});

describe("pending feedback", () => {
  it("warns from 4 pending and asks to wait at 5", () => {
    expect(pendingFeedbackWarning(3)).toBeNull();
    expect(pendingFeedbackWarning(4)).toBe("You have 4/5 pending feedback submissions.");
    expect(pendingFeedbackWarning(5)).toBe(
      "You have 5/5 pending feedback submissions. Please wait for some to be reviewed before submitting more.",
    );
  });

  it("blocks submit when empty, busy or at 5 pending", () => {
    const ready = { subject: "a", content: "b", submitting: false, pending: 4 };
    expect(canSubmitFeedback(ready)).toBe(true);
    expect(canSubmitFeedback({ ...ready, subject: " " })).toBe(false);
    expect(canSubmitFeedback({ ...ready, submitting: true })).toBe(false);
    expect(canSubmitFeedback({ ...ready, pending: 5 })).toBe(false);
  });

  it("the limit message holds the words clients look for", () => {
    expect(FEEDBACK_MESSAGES.limitReached).toContain("limit reached");
  });
});

describe("favorites", () => {
  it("allow 20 and name the limit when full", () => {
    expect(canAddFavorite(19)).toBe(true);
    expect(canAddFavorite(20)).toBe(false);
    expect(FAVORITE_LIMIT_MESSAGE).toContain("limit");
  });
});
