// Feedback (docs/product.md#feedback, #feedback-rules): its statuses, wire shapes and the submit
// rules, shared by the feedback screen and the cloud.
import { z } from "zod/mini";
import {
  FEEDBACK_SUBJECT_MAX,
  MAX_PENDING_FEEDBACK,
  PENDING_FEEDBACK_WARNING_FROM,
} from "../constants.js";
import { addRuleIssue, problem, type RuleProblem } from "../protocol/error-codes.js";
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

/** The rules' and the limit's problems: codes (docs/protocol.md#error-codes) and messages. */
export const FEEDBACK_PROBLEMS = {
  fillBoth: problem("feedback_incomplete", FEEDBACK_MESSAGES.fillBoth),
  subjectTooLong: problem("feedback_subject_too_long", FEEDBACK_MESSAGES.subjectTooLong, {
    max: FEEDBACK_SUBJECT_MAX,
  }),
  contentTooLong: problem("feedback_content_too_long", FEEDBACK_MESSAGES.contentTooLong, {
    max: FEEDBACK_CONTENT_MAX,
  }),
  limitReached: problem("feedback_limit", FEEDBACK_MESSAGES.limitReached, {
    max: MAX_PENDING_FEEDBACK,
  }),
} as const satisfies Partial<Record<keyof typeof FEEDBACK_MESSAGES, RuleProblem>>;

export const feedbackSchema = z.object({
  id: z.number().check(z.int()),
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

/** Values fit to send, or the first rule they break (its code, message and params). */
export type FeedbackCheck =
  { ok: true; subject: string; content: string } | ({ ok: false } & RuleProblem);

/**
 * Both fields non-empty after trimming, the subject at most 255 characters; values trimmed and
 * without control characters (the subject on one line, the details keep their line breaks).
 */
export function checkFeedback(input: { subject: string; content: string }): FeedbackCheck {
  const subject = removeControlCharacters(input.subject).trim();
  const content = removeControlCharacters(input.content, { keepLines: true }).trim();
  if (subject === "" || content === "") return { ok: false, ...FEEDBACK_PROBLEMS.fillBoth };
  if (Array.from(subject).length > FEEDBACK_SUBJECT_MAX) {
    return { ok: false, ...FEEDBACK_PROBLEMS.subjectTooLong };
  }
  if (Array.from(content).length > FEEDBACK_CONTENT_MAX) {
    return { ok: false, ...FEEDBACK_PROBLEMS.contentTooLong };
  }
  return { ok: true, subject, content };
}

export const createFeedbackBodySchema = z.pipe(
  z
    .object({
      subject: z._default(z.string({ error: "subject must be text" }), ""),
      content: z._default(z.string({ error: "content must be text" }), ""),
    })
    .check(
      z.superRefine((body, ctx) => {
        const checked = checkFeedback(body);
        if (!checked.ok) addRuleIssue(ctx, checked);
      }),
    ),
  // Only bodies the check passed get here: the cleaned values.
  z.transform((body: { subject: string; content: string }) => {
    const checked = checkFeedback(body);
    return checked.ok ? { subject: checked.subject, content: checked.content } : body;
  }),
);
export type CreateFeedbackBody = z.input<typeof createFeedbackBodySchema>;

/**
 * The screen's warning under the form (docs/product.md#feedback-rules), or null below 4 pending.
 */
export function pendingFeedbackWarning(pending: number): string | null {
  if (pending < PENDING_FEEDBACK_WARNING_FROM) return null;
  const line = `You have ${pending}/${MAX_PENDING_FEEDBACK} pending feedback submissions.`;
  return pending >= MAX_PENDING_FEEDBACK
    ? `${line} Please wait for some to be reviewed before submitting more.`
    : line;
}

/** Submit is allowed with both fields filled, while idle, and below 5 pending. */
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
