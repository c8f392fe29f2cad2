// 'Leave a Feedback' (spec §2): the form on the left, the history on the right; guests go to /.
import { pendingCount } from "@encore/web/accounts/account-view";
import { FeedbackForm } from "@encore/web/accounts/feedback-form";
import { FeedbackHistory } from "@encore/web/accounts/feedback-history";
import { useFeedback } from "@encore/web/accounts/use-feedback";
import { AccountPageHeader, AccountPageLoading } from "./account-page-header";
import { useSignedIn } from "./use-signed-in";
import "./account-pages.css";

export function FeedbackPage({ code }: { code: string }) {
  const { loading, user } = useSignedIn();
  if (loading) return <AccountPageLoading />;
  if (!user) return null;
  return (
    <div className="account-page">
      <AccountPageHeader code={code} title="Leave a Feedback" />
      <FeedbackColumns />
    </div>
  );
}

function FeedbackColumns() {
  const feedback = useFeedback();
  return (
    <main className="account-page-main feedback-main">
      <section className="account-section" aria-labelledby="feedback-form-title">
        <h2 id="feedback-form-title">Tell us what you think</h2>
        <p className="feedback-intro">
          A song that is missing, something that did not work, an idea for the next party: we read
          every message. You can have up to 5 submissions waiting for review at a time.
        </p>
        <FeedbackForm pending={pendingCount(feedback.items)} onSubmit={feedback.submit} />
      </section>
      <section className="account-section" aria-labelledby="feedback-history-title">
        <h2 id="feedback-history-title">History</h2>
        <FeedbackHistory items={feedback.items} loading={feedback.loading} />
      </section>
    </main>
  );
}
