// The feedback history (docs/product.md#feedback): a spinner while loading, 'No feedback submitted
// yet', or the items with subject, status badge, content clamped to 3 lines and 'Submitted on' a
// short date.
import type { Feedback } from "@encore/shared";
import { useT } from "../i18n/translate";
import { shortDate, statusLabel, statusTone } from "./account-view";
import "./feedback.css";

export function FeedbackHistory({ items, loading }: { items: Feedback[]; loading: boolean }) {
  const t = useT();
  if (loading) {
    return (
      <div className="feedback-loading" role="status" aria-label={t("common.feedback.loading")}>
        <span className="feedback-spinner" />
      </div>
    );
  }
  if (items.length === 0) return <p className="feedback-empty">{t("common.feedback.empty")}</p>;
  return (
    <ul className="feedback-list">
      {items.map((item) => (
        <li key={item.id} className="feedback-item">
          <div className="feedback-item-head">
            <h3 className="feedback-item-subject">{item.subject}</h3>
            <span className={`feedback-badge feedback-badge-${statusTone(item.status)}`}>
              {statusLabel(item.status)}
            </span>
          </div>
          <p className="feedback-item-content">{item.content}</p>
          <p className="feedback-item-date">
            {t("common.feedback.submittedOn", { date: shortDate(item.created_at) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
