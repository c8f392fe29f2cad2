// 'Leave a Feedback' (docs/product.md#feedback): the form on the left, the history on the right;
// guests go to /.
import { MAX_PENDING_FEEDBACK } from "@encore/shared";
import { FeedbackSections } from "@encore/web/accounts/feedback-sections";
import { useT } from "@encore/web/i18n/translate";
import { AccountPageHeader, AccountPageLoading } from "./account-page-header";
import { useSignedIn } from "./use-signed-in";
import "./account-pages.css";

export function FeedbackPage({ code }: { code: string }) {
  const t = useT();
  const { loading, user } = useSignedIn();
  if (loading) return <AccountPageLoading />;
  if (!user) return null;
  return (
    <div className="account-page">
      <AccountPageHeader code={code} title={t("screen.account.feedbackTitle")} />
      <FeedbackColumns />
    </div>
  );
}

function FeedbackColumns() {
  const t = useT();
  return (
    <main className="account-page-main feedback-main">
      <FeedbackSections
        sectionClassName="account-section"
        intro={
          <p className="feedback-intro">
            {t("screen.account.feedbackIntro", { max: MAX_PENDING_FEEDBACK })}
          </p>
        }
      />
    </main>
  );
}
