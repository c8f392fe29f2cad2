// The feedback history (spec §2): a spinner while loading, 'No feedback submitted yet', or the
// items with subject, status badge, content clamped to 3 lines and 'Submitted on' a short date.
import type { Feedback } from "@encore/shared";
import { shortUsDate, statusLabel, statusTone } from "./account-view";
import "./feedback.css";

export function FeedbackHistory({ items, loading }: { items: Feedback[]; loading: boolean }) {
  if (loading) {
    return (
      <div className="feedback-loading" role="status" aria-label="Loading feedback">
        <span className="feedback-spinner" />
      </div>
    );
  }
  if (items.length === 0) return <p className="feedback-empty">No feedback submitted yet</p>;
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
          <p className="feedback-item-date">Submitted on {shortUsDate(item.created_at)}</p>
        </li>
      ))}
    </ul>
  );
}
