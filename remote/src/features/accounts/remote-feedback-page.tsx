// 'Leave a Feedback' on a phone: the shared form, then the history under it.
import { FeedbackSections } from "@encore/web/accounts/feedback-sections";
import { useT } from "@encore/web/i18n/translate";
import { RemoteAccountPage } from "./remote-account-page";

export function RemoteFeedbackPage({ code }: { code: string }) {
  const t = useT();
  return (
    <RemoteAccountPage code={code} title={t("remote.account.feedbackTitle")}>
      {() => <FeedbackSections sectionClassName="remote-account-section" />}
    </RemoteAccountPage>
  );
}
