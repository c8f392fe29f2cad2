// 'Leave a Feedback' on a phone: the shared form, then the history under it.
import { pendingCount } from "@encore/web/accounts/account-view";
import { FeedbackForm } from "@encore/web/accounts/feedback-form";
import { FeedbackHistory } from "@encore/web/accounts/feedback-history";
import { useFeedback } from "@encore/web/accounts/use-feedback";
import { Link } from "wouter";
import { remotePaths } from "../../app/paths";
import { useSignedInOrBack } from "./use-account-guard";
import "./remote-account.css";

export function RemoteFeedbackPage({ code }: { code: string }) {
  const auth = useSignedInOrBack(code);
  return (
    <div className="remote-account">
      <Link className="back-link" href={remotePaths.me(code)}>
        ← Me
      </Link>
      <h1 className="remote-account-title">Leave a Feedback</h1>
      {auth.status === "loading" && <p>Loading...</p>}
      {auth.status === "in" && <FeedbackColumns />}
    </div>
  );
}

function FeedbackColumns() {
  const feedback = useFeedback();
  return (
    <>
      <section className="remote-account-section" aria-labelledby="feedback-form-title">
        <h2 id="feedback-form-title">Tell us what you think</h2>
        <FeedbackForm pending={pendingCount(feedback.items)} onSubmit={feedback.submit} />
      </section>
      <section className="remote-account-section" aria-labelledby="feedback-history-title">
        <h2 id="feedback-history-title">History</h2>
        <FeedbackHistory items={feedback.items} loading={feedback.loading} />
      </section>
    </>
  );
}
