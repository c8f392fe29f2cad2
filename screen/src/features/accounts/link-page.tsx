// The frame of the pages reached from outside the app (a mailed link, Google's redirect): the
// brand and one centred card.
import { BrandLogo } from "@encore/web/ui/brand-logo";
import type { ReactNode } from "react";
import "@encore/web/accounts/account-forms.css";
import "./account-pages.css";

export function LinkPage({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <main className="account-page account-page-center link-page-center">
      <BrandLogo className="link-page-logo" />
      <div className="link-page-card" aria-busy={busy}>
        {children}
      </div>
    </main>
  );
}

export function Spinner() {
  return <span className="link-page-spinner" aria-hidden="true" />;
}
