// The signed-in user's feedback: the history (newest first; a failed load is logged and leaves it
// empty, spec §8) and the submit of a new one (trimmed values, the spec's texts).
import { checkFeedback, FEEDBACK_MESSAGES, type Feedback } from "@encore/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../api/encore-api";
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
      if (!checked.ok) return { ok: false, message: checked.message };
      try {
        await api.createFeedback({ subject: checked.subject, content: checked.content });
      } catch (error) {
        return { ok: false, message: feedbackFailureText(error) };
      }
      await reload();
      return { ok: true, message: FEEDBACK_MESSAGES.submitted };
    },
    [reload],
  );

  return { items, loading, submit };
}
