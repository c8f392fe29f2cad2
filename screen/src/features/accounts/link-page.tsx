// The frame of the pages reached from outside the app (a mailed link, Google's redirect): the
// brand and one centred card. A TV remote's arrows walk it and its Back leaves for the landing.
import { BrandLogo } from "@encore/web/ui/brand-logo";
import type { ReactNode } from "react";
import { useAppNavigate } from "../../app/navigate";
import { useEscapeBack, useSpatialNavigation } from "../navigation";
import "@encore/web/accounts/account-forms.css";
import "./account-pages.css";

export function LinkPage({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const navigate = useAppNavigate();
  useSpatialNavigation();
  useEscapeBack(() => navigate("/"));
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
