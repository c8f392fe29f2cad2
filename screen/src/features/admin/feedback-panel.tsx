// Feedback (docs/admin.md): every item newest first, filtered by status; a new status is saved at
// once and is the badge the user sees in their own history.
import { FEEDBACK_STATUSES, type AdminFeedback, type FeedbackStatus } from "@encore/shared";
import { shortDate, statusLabel, statusTone } from "@encore/web/accounts/account-view";
import { cloudErrorOf, errorText } from "@encore/web/i18n/error-text";
import { useT } from "@encore/web/i18n/translate";
import { useId, useState } from "react";
import { adminApi } from "./admin-api";
import "@encore/web/accounts/feedback.css";
import { LoadState } from "./load-state";
import { useAdminLoad } from "./use-admin-load";

export function FeedbackPanel() {
  const t = useT();
  const filterId = useId();
  const [filter, setFilter] = useState<FeedbackStatus | null>(null);
  const { loaded, reload } = useAdminLoad(() => adminApi.feedback(filter), [filter]);
  const [notice, setNotice] = useState<string | null>(null);

  const setStatus = (item: AdminFeedback, status: FeedbackStatus) => {
    adminApi.setFeedbackStatus(item.id, status).then(
      () => {
        setNotice(t("screen.admin.feedback.saved"));
        reload();
      },
      (error: unknown) => setNotice(errorText(cloudErrorOf(error))),
    );
  };

  return (
    <section className="admin-section" aria-labelledby="admin-feedback-title">
      <div className="admin-section-head">
        <h2 id="admin-feedback-title">{t("screen.admin.feedback.title")}</h2>
        <div className="admin-filter">
          <label htmlFor={filterId}>{t("screen.admin.feedback.filter")}</label>
          <select
            id={filterId}
            value={filter ?? ""}
            onChange={(event) => setFilter(readStatus(event.target.value))}
          >
            <option value="">{t("screen.admin.feedback.all")}</option>
            {FEEDBACK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="admin-notice" role="status">
        {notice}
      </p>
      <LoadState loaded={loaded} onRetry={reload} />
      {loaded.status === "ready" && loaded.value.feedback.length === 0 && (
        <p className="admin-empty">{t("screen.admin.feedback.none")}</p>
      )}
      {loaded.status === "ready" && loaded.value.feedback.length > 0 && (
        <ul className="admin-list" aria-labelledby="admin-feedback-title">
          {loaded.value.feedback.map((item) => (
            <FeedbackItem
              key={item.id}
              item={item}
              onStatus={(status) => setStatus(item, status)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function readStatus(value: string): FeedbackStatus | null {
  return (FEEDBACK_STATUSES as readonly string[]).includes(value)
    ? (value as FeedbackStatus)
    : null;
}

function FeedbackItem({
  item,
  onStatus,
}: {
  item: AdminFeedback;
  onStatus: (status: FeedbackStatus) => void;
}) {
  const t = useT();
  const statusId = useId();
  return (
    <li className="admin-item admin-feedback">
      <div className="admin-item-text">
        <strong>{item.subject}</strong>
        <span className="admin-dim">
          {t("screen.admin.feedback.from", {
            name: item.user.name,
            email: item.user.email,
            date: shortDate(item.created_at),
          })}
        </span>
        <p className="admin-feedback-content">{item.content}</p>
      </div>
      <div className="admin-feedback-status">
        <span className={`feedback-badge feedback-badge-${statusTone(item.status)}`}>
          {statusLabel(item.status)}
        </span>
        <label className="visually-hidden" htmlFor={statusId}>
          {t("screen.admin.feedback.status", { subject: item.subject })}
        </label>
        <select
          id={statusId}
          value={item.status}
          onChange={(event) => {
            const status = readStatus(event.target.value);
            if (status && status !== item.status) onStatus(status);
          }}
        >
          {FEEDBACK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}
