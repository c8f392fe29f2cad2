// The signed-in user's feedback: the history (newest first; a failed load is logged and leaves it
// empty, docs/product.md#feedback) and the submit of a new one (trimmed values, its texts).
import { checkFeedback, type Feedback } from "@encore/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../api/encore-api";
import { errorText } from "../i18n/error-text";
import { t } from "../i18n/translate";
import { feedbackFailureText } from "./account-view";

export type SubmitResult = { ok: true; message: string } | { ok: false; message: string };

export interface FeedbackState {
  items: Feedback[];
  loading: boolean;
  submit: (input: { subject: string; content: string }) => Promise<SubmitResult>;
}

export function useFeedback(): FeedbackState {
  const [items, setItems] = useState<Feedback[]>([]);
  const [loading, setLoading] = useState(true);
  const live = useRef(true);

  const reload = useCallback(async () => {
    try {
      const { feedback } = await api.feedbackList();
      if (live.current) setItems(feedback);
    } catch (error) {
      console.warn("Failed to load feedback", error);
    } finally {
      if (live.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    live.current = true;
    void reload();
    return () => {
      live.current = false;
    };
  }, [reload]);

  const submit = useCallback(
    async (input: { subject: string; content: string }): Promise<SubmitResult> => {
      const checked = checkFeedback(input);
      if (!checked.ok) return { ok: false, message: errorText(checked) };
      try {
        await api.createFeedback({ subject: checked.subject, content: checked.content });
      } catch (error) {
        return { ok: false, message: feedbackFailureText(error) };
      }
      await reload();
      return { ok: true, message: t("common.feedback.submitted") };
    },
    [reload],
  );

  return { items, loading, submit };
}
