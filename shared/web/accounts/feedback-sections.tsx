// The feedback page's two sections, on either app: the form (with the app's intro, if any) and the
// history under or beside it, both from one useFeedback.
import type { ReactNode } from "react";
import { useT } from "../i18n/translate";
import { pendingCount } from "./account-view";
import { FeedbackForm } from "./feedback-form";
import { FeedbackHistory } from "./feedback-history";
import { useFeedback } from "./use-feedback";

interface Props {
  /** The app's class for a section of an account page. */
  sectionClassName: string;
  /** Said above the form. */
  intro?: ReactNode;
}

export function FeedbackSections({ sectionClassName, intro }: Props) {
  const t = useT();
  const feedback = useFeedback();
  return (
    <>
      <section className={sectionClassName} aria-labelledby="feedback-form-title">
        <h2 id="feedback-form-title">{t("common.feedback.formTitle")}</h2>
        {intro}
        <FeedbackForm pending={pendingCount(feedback.items)} onSubmit={feedback.submit} />
      </section>
      <section className={sectionClassName} aria-labelledby="feedback-history-title">
        <h2 id="feedback-history-title">{t("common.feedback.history")}</h2>
        <FeedbackHistory items={feedback.items} loading={feedback.loading} />
      </section>
    </>
  );
}
