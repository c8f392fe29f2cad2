// The feedback for the operator (docs/admin.md, Calls): everyone's, with who sent it, and its
// status set; over the same repository as `npm run feedback` (feedback-repository.ts), so the
// user sees the new status in their own history (GET /api/feedback).
import type { AdminFeedback, FeedbackStatus } from "@encore/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { presentFeedback } from "../feedback/feedback-presenter.js";
import {
  findReviewRow,
  listAllFeedback,
  setFeedbackStatus,
  type ReviewRow,
} from "../feedback/feedback-repository.js";

type Db = Kysely<Database>;

export function presentForReview(row: ReviewRow): AdminFeedback {
  return { ...presentFeedback(row), user: { name: row.name, email: row.email } };
}

export async function feedbackForReview(
  db: Db,
  status: FeedbackStatus | undefined,
): Promise<AdminFeedback[]> {
  return (await listAllFeedback(db, status)).map(presentForReview);
}

/** The feedback with its new status; undefined when there is none with that id. */
export async function reviewFeedback(
  db: Db,
  id: number,
  status: FeedbackStatus,
  now: Date,
): Promise<AdminFeedback | undefined> {
  if (!(await setFeedbackStatus(db, id, status, now))) return undefined;
  const row = await findReviewRow(db, id);
  return row && presentForReview(row);
}
