// The legal texts in a modal (docs/product.md#legal-pages), for the cookie banner's 'Learn more'
// and the phone remote: the same texts as the screen's pages, with links between the three. The
// texts are loaded when the dialog first opens, so they add nothing to an app's first screen. They
// are in English, with a line saying so in the language shown (legal-text.tsx); the dialog's own
// words are in that language.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useT } from "../i18n/translate";
import { Dialog } from "../ui/dialog";
import { LEGAL_TITLE_KEYS, otherLegalDocuments, type LegalDocument } from "./legal-documents";
import "./legal.css";

const LegalText = lazy(() => import("./legal-text"));

export interface LegalDialogProps {
  /** The text shown, or null when the dialog is closed. */
  document: LegalDocument | null;
  /** A cross link was chosen: show that text instead. */
  onSelect: (document: LegalDocument) => void;
  onClose: () => void;
}

export function LegalDialog({ document, onSelect, onClose }: LegalDialogProps) {
  const t = useT();
  // The title stays while the dialog closes.
  const [shown, setShown] = useState<LegalDocument>(document ?? "privacy");
  if (document !== null && document !== shown) setShown(document);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    content.current?.scrollTo({ top: 0 });
  }, [shown]);

  return (
    <Dialog
      open={document !== null}
      title={t(LEGAL_TITLE_KEYS[shown])}
      onClose={onClose}
      className="legal-dialog"
    >
      <div
        ref={content}
        className="legal-dialog-content"
        // Scrollable by keyboard: arrows and Page Down read on.
        tabIndex={0}
        role="document"
        aria-label={t(LEGAL_TITLE_KEYS[shown])}
      >
        <Suspense fallback={<p className="legal-loading">{t("common.legal.loading")}</p>}>
          <LegalText document={shown} level={3} />
        </Suspense>
      </div>
      <nav className="legal-cross-links" aria-label={t("common.legal.others")}>
        {otherLegalDocuments(shown).map((other) => (
          <button
            key={other}
            type="button"
            className="legal-cross-link"
            onClick={() => onSelect(other)}
          >
            {t(LEGAL_TITLE_KEYS[other])}
          </button>
        ))}
      </nav>
    </Dialog>
  );
}
