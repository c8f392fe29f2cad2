// A page loaded when first needed (React.lazy): while its code loads, an empty page; when the load
// fails (bad Wi-Fi, a build replaced under an open page), a message and Retry, instead of a white
// page. Retry reloads the page: React.lazy keeps a failed import's error, and a reload also picks
// up a newer build. Retry takes the focus, so a TV remote's Enter reaches it.
import { Component, Suspense, type ErrorInfo, type ReactNode } from "react";
import { useT } from "../i18n/translate";
import "./lazy-page.css";

export function LazyPage({ children }: { children: ReactNode }) {
  return (
    <PageLoadBoundary>
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>{children}</Suspense>
    </PageLoadBoundary>
  );
}

class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn("page failed to load", error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}

function PageLoadFailed() {
  const t = useT();
  return (
    <div className="page-load-failed" role="alert">
      <h1 className="page-load-failed-title">{t("common.loadFailed")}</h1>
      <p className="page-load-failed-hint">{t("common.loadFailedHint")}</p>
      <button
        type="button"
        className="button page-load-failed-retry"
        autoFocus
        onClick={() => window.location.reload()}
      >
        {t("common.retry")}
      </button>
    </div>
  );
}
