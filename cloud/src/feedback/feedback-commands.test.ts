import { describe, expect, it } from "vitest";
import { formatFeedbackList, parseFeedbackCommand } from "./feedback-commands.js";

describe("parseFeedbackCommand", () => {
  it.each([
    [[], { name: "help" }],
    [["--help"], { name: "help" }],
    [["list"], { name: "list", status: undefined }],
    [["list", "pending"], { name: "list", status: "pending" }],
    [["set-status", "12", "in_review"], { name: "set-status", id: 12, status: "in_review" }],
    [["list", "done"], { name: "error", message: 'Unknown status "done"' }],
    [["set-status", "12", "done"], { name: "error", message: 'Unknown status "done"' }],
    [["set-status", "x", "closed"], { name: "error", message: '"x" is not a feedback ID' }],
    [["set-status", "0", "closed"], { name: "error", message: '"0" is not a feedback ID' }],
    [["set-status", "12"], { name: "error", message: 'Unknown command "set-status 12"' }],
    [["delete", "1"], { name: "error", message: 'Unknown command "delete 1"' }],
  ])("%j → %j", (argv, command) => {
    expect(parseFeedbackCommand(argv)).toEqual(command);
  });
});

describe("formatFeedbackList", () => {
  it("shows who sent what, with the content indented", () => {
    const row = {
      id: 3,
      user_id: 1,
      subject: "More songs",
      content: "Line one\nLine two",
      status: "pending" as const,
      created_at: "2025-01-02T03:04:05.000Z",
      updated_at: "2025-01-02T03:04:05.000Z",
      email: "ann@example.com",
      name: "Ann",
    };
    expect(formatFeedbackList([row])).toBe(
      [
        "#3  pending  2025-01-02T03:04:05.000Z  Ann <ann@example.com>",
        "  More songs",
        "    Line one",
        "    Line two",
      ].join("\n"),
    );
    expect(formatFeedbackList([])).toBe("No feedback.");
  });
});
