// The legal pages are read rarely: their code and texts load when one is opened, outside the
// first screen's budget.
import type { LegalDocument } from "@encore/web/legal/legal-documents";
import { lazy, Suspense } from "react";

const LegalPage = lazy(() => import("./legal-page"));

export function LegalRoute({ document }: { document: LegalDocument }) {
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <LegalPage document={document} />
    </Suspense>
  );
}
