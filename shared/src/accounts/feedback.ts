// Feedback (spec §3, §5): its statuses, wire shapes and the submit rules, shared by the feedback
// screen and the cloud.
import { z } from "zod";
import {
  FEEDBACK_SUBJECT_MAX,
  MAX_PENDING_FEEDBACK,
  PENDING_FEEDBACK_WARNING_FROM,
} from "../constants.js";
import { removeControlCharacters } from "../text/control-characters.js";

export const FEEDBACK_STATUSES = ["pending", "in_review", "resolved", "closed"] as const;
export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/** Not in the spec: a bound on stored text, far above what the Details box is for. */
export const FEEDBACK_CONTENT_MAX = 5000;

export const FEEDBACK_MESSAGES = {
  fillBoth: "Please fill in both subject and content",
  subjectTooLong: `Subject must be at most ${FEEDBACK_SUBJECT_MAX} characters`,
  contentTooLong: `Details must be at most ${FEEDBACK_CONTENT_MAX} characters`,
  limitReached: `Feedback limit reached: you have ${MAX_PENDING_FEEDBACK} pending submissions. Please wait for some to be reviewed before submitting more.`,
  submitted: "Feedback submitted successfully! Thank you for your input.",
  submitFailed: "Failed to submit feedback. Please try again.",
} as const;

export const feedbackSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  content: z.string(),
  status: feedbackStatusSchema,
  created_at: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackResponseSchema = z.object({ feedback: feedbackSchema });
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;

export const feedbackListResponseSchema = z.object({ feedback: z.array(feedbackSchema) });
export type FeedbackListResponse = z.infer<typeof feedbackListResponseSchema>;

export type FeedbackCheck =
  { ok: true; subject: string; content: string } | { ok: false; message: string };

/**
 * Both fields non-empty after trimming, the subject at most 255 characters; values trimmed and
 * without control characters (the subject on one line, the details keep their line breaks).
 */
export function checkFeedback(input: { subject: string; content: string }): FeedbackCheck {
  const subject = removeControlCharacters(input.subject).trim();
  const content = removeControlCharacters(input.content, { keepLines: true }).trim();
  if (subject === "" || content === "") return { ok: false, message: FEEDBACK_MESSAGES.fillBoth };
  if (Array.from(subject).length > FEEDBACK_SUBJECT_MAX) {
    return { ok: false, message: FEEDBACK_MESSAGES.subjectTooLong };
  }
  if (Array.from(content).length > FEEDBACK_CONTENT_MAX) {
    return { ok: false, message: FEEDBACK_MESSAGES.contentTooLong };
  }
  return { ok: true, subject, content };
}

export const createFeedbackBodySchema = z
  .object({
    subject: z.string({ error: "subject must be text" }).default(""),
    content: z.string({ error: "content must be text" }).default(""),
  })
  .transform((body, ctx) => {
    const checked = checkFeedback(body);
    if (!checked.ok) {
      ctx.addIssue({ code: "custom", message: checked.message });
      return z.NEVER;
    }
    return { subject: checked.subject, content: checked.content };
  });
export type CreateFeedbackBody = z.input<typeof createFeedbackBodySchema>;

/** The screen's warning under the form (spec §5), or null below 4 pending. */
export function pendingFeedbackWarning(pending: number): string | null {
  if (pending < PENDING_FEEDBACK_WARNING_FROM) return null;
  const line = `You have ${pending}/${MAX_PENDING_FEEDBACK} pending feedback submissions.`;
  return pending >= MAX_PENDING_FEEDBACK
    ? `${line} Please wait for some to be reviewed before submitting more.`
    : line;
}

/** Submit is allowed with both fields filled, while idle, and below 5 pending (spec §5). */
export function canSubmitFeedback(state: {
  subject: string;
  content: string;
  submitting: boolean;
  pending: number;
}): boolean {
  return (
    state.subject.trim() !== "" &&
    state.content.trim() !== "" &&
    !state.submitting &&
    state.pending < MAX_PENDING_FEEDBACK
  );
}
