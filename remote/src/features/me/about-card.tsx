// About Encore on the Me tab (docs/remote.md, About and legal): what it is, support, the version,
// and the three legal texts in the shared modal (the screen's pages would leave the party for the
// TV's start page).
import { PRODUCT_VERSION } from "@encore/shared";
import { useT } from "@encore/web/i18n/translate";
import {
  LEGAL_DOCUMENTS,
  LEGAL_TITLE_KEYS,
  type LegalDocument,
} from "@encore/web/legal/legal-documents";
import { lazy, Suspense, useState } from "react";
import { messageWithElements } from "@encore/web/i18n/message-with-elements";

const SUPPORT_EMAIL = "support@encore.party";

const LegalDialog = lazy(() =>
  import("@encore/web/legal/legal-dialog").then((module) => ({ default: module.LegalDialog })),
);

export function AboutCard() {
  const t = useT();
  const [shown, setShown] = useState<LegalDocument | null>(null);
  const [loaded, setLoaded] = useState(false);
  function open(document: LegalDocument) {
    setLoaded(true);
    setShown(document);
  }
  return (
    <section className="me-card" aria-labelledby="me-about">
      <h2 id="me-about" className="me-heading">
        {t("remote.about.heading")}
      </h2>
      <p className="me-text">{t("remote.about.what")}</p>
      <p className="me-text">
        {messageWithElements(t, "remote.about.support", {
          email: (
            <a className="me-inline-link" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
          ),
        })}
      </p>
      <p className="me-version">{t("remote.about.version", { version: PRODUCT_VERSION })}</p>
      <nav className="me-links" aria-label={t("remote.about.legal")}>
        {LEGAL_DOCUMENTS.map((document) => (
          <button key={document} type="button" className="me-link" onClick={() => open(document)}>
            {t(LEGAL_TITLE_KEYS[document])} <span aria-hidden="true">›</span>
          </button>
        ))}
      </nav>
      {loaded && (
        <Suspense fallback={null}>
          <LegalDialog document={shown} onSelect={setShown} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </section>
  );
}
