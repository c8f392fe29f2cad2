// The legal pages are read rarely: their code and texts load when one is opened, outside the
// first screen's budget.
import type { LegalDocument } from "@encore/web/legal/legal-documents";
import { LazyPage } from "@encore/web/ui/lazy-page";
import { lazy } from "react";

const LegalPage = lazy(() => import("./legal-page"));

export function LegalRoute({ document }: { document: LegalDocument }) {
  return (
    <LazyPage>
      <LegalPage document={document} />
    </LazyPage>
  );
}
