import type { Feedback } from "@encore/shared";
import type { FeedbackRow } from "../db/schema.js";

/** The wire Feedback (docs/protocol.md#wire-shapes). */
export function presentFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    subject: row.subject,
    content: row.content,
    status: row.status,
    created_at: row.created_at,
  };
}
