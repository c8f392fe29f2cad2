// The reviewer's command line, parsed and printed without I/O:
//   npm run feedback -- list [STATUS]
//   npm run feedback -- set-status ID STATUS
import { FEEDBACK_STATUSES, feedbackStatusSchema, type FeedbackStatus } from "@encore/shared";
import type { ReviewRow } from "./feedback-repository.js";

export const FEEDBACK_USAGE = [
  "Usage: npm run feedback -- list [STATUS]",
  "       npm run feedback -- set-status ID STATUS",
  `STATUS is one of ${FEEDBACK_STATUSES.join(", ")}`,
].join("\n");

export type FeedbackCommand =
  | { name: "list"; status: FeedbackStatus | undefined }
  | { name: "set-status"; id: number; status: FeedbackStatus }
  | { name: "help" }
  | { name: "error"; message: string };

function status(value: string | undefined): FeedbackStatus | undefined {
  const parsed = feedbackStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function parseFeedbackCommand(argv: readonly string[]): FeedbackCommand {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "help") return { name: "help" };
  if (name === "list" && rest.length <= 1) {
    if (rest[0] === undefined) return { name: "list", status: undefined };
    const wanted = status(rest[0]);
    return wanted
      ? { name: "list", status: wanted }
      : { name: "error", message: `Unknown status "${rest[0]}"` };
  }
  if (name === "set-status" && rest.length === 2) {
    const [id, value] = rest as [string, string];
    if (!/^[1-9]\d{0,14}$/.test(id))
      return { name: "error", message: `"${id}" is not a feedback ID` };
    const wanted = status(value);
    if (!wanted) return { name: "error", message: `Unknown status "${value}"` };
    return { name: "set-status", id: Number(id), status: wanted };
  }
  return { name: "error", message: `Unknown command "${argv.join(" ")}"` };
}

/** One block per item: id, status, date, who, subject, then the content indented. */
export function formatFeedbackList(rows: readonly ReviewRow[]): string {
  if (rows.length === 0) return "No feedback.";
  return rows
    .map((row) =>
      [
        `#${row.id}  ${row.status}  ${row.created_at}  ${row.name} <${row.email}>`,
        `  ${row.subject}`,
        ...row.content.split("\n").map((line) => `    ${line}`),
      ].join("\n"),
    )
    .join("\n\n");
}
