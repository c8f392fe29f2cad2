// The feedback form (docs/product.md#feedback, #feedback-rules): Subject and Details, 'Submit
// Feedback' ('Submitting...' while busy), the pending warning from 4, and everything held at 5
// pending.
import {
  canSubmitFeedback,
  FEEDBACK_SUBJECT_MAX,
  MAX_PENDING_FEEDBACK,
  PENDING_FEEDBACK_WARNING_FROM,
} from "@encore/shared";
import { useRef, useState, type FormEvent } from "react";
import { useT } from "../i18n/translate";
import { TextField } from "../ui/text-field";
import type { SubmitResult } from "./use-feedback";
import "./account-forms.css";

export function FeedbackForm({
  pending,
  onSubmit,
}: {
  pending: number;
  onSubmit: (input: { subject: string; content: string }) => Promise<SubmitResult>;
}) {
  const t = useT();
  const [subject, setSubject] = useState("");
  const [content, setContent] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<SubmitResult | null>(null);
  const submittingRef = useRef(false);
  const held = pending >= MAX_PENDING_FEEDBACK;
  // From 4 pending, the count; at 5, why the form is held (docs/product.md#feedback-rules).
  const warning =
    pending < PENDING_FEEDBACK_WARNING_FROM
      ? null
      : t(held ? "common.feedback.pendingHeld" : "common.feedback.pending", {
          pending,
          max: MAX_PENDING_FEEDBACK,
        });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submittingRef.current || held) return;
    submittingRef.current = true;
    setSubmitting(true);
    setResult(null);
    const outcome = await onSubmit({ subject, content });
    submittingRef.current = false;
    setSubmitting(false);
    setResult(outcome);
    if (outcome.ok) {
      setSubject("");
      setContent("");
    }
  }

  return (
    <form className="feedback-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="auth-fieldset" disabled={held}>
        <TextField
          label={t("common.feedback.subject")}
          value={subject}
          maxLength={FEEDBACK_SUBJECT_MAX}
          onChange={setSubject}
        />
        <TextField
          label={t("common.feedback.details")}
          value={content}
          multiline
          onChange={setContent}
        />
        {warning && (
          <p className="account-warning" role="status">
            {warning}
          </p>
        )}
        {result && (
          <p
            className={result.ok ? "account-success" : "account-error"}
            role={result.ok ? "status" : "alert"}
          >
            {result.message}
          </p>
        )}
        <button
          type="submit"
          className="account-submit"
          disabled={!canSubmitFeedback({ subject, content, submitting, pending })}
        >
          {submitting ? t("common.feedback.submitting") : t("common.feedback.submit")}
        </button>
      </fieldset>
    </form>
  );
}
