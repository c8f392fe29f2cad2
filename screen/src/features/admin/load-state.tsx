// What a section shows while its data loads, or when it could not (with Try again).
import type { Loaded } from "@encore/web/lib/use-load";
import { useT } from "@encore/web/i18n/translate";

export function LoadState<T>({ loaded, onRetry }: { loaded: Loaded<T>; onRetry: () => void }) {
  const t = useT();
  if (loaded.status === "failed") {
    return (
      <div className="admin-status" role="alert">
        <p>{loaded.message}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t("screen.admin.retry")}
        </button>
      </div>
    );
  }
  if (loaded.status === "ready") return null;
  return (
    <p className="admin-status" role="status">
      {t("screen.admin.loading")}
    </p>
  );
}
