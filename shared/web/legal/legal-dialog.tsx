// The legal texts in a modal (spec §2), for the cookie banner's 'Learn more' and the phone remote:
// the same texts as the screen's pages, with links between the three. The texts are loaded when
// the dialog first opens, so they add nothing to an app's first screen.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Dialog } from "../ui/dialog";
import { LEGAL_TITLES, otherLegalDocuments, type LegalDocument } from "./legal-documents";
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
      title={LEGAL_TITLES[shown]}
      onClose={onClose}
      className="legal-dialog"
    >
      <div
        ref={content}
        className="legal-dialog-content"
        // Scrollable by keyboard: arrows and Page Down read on.
        tabIndex={0}
        role="document"
        aria-label={LEGAL_TITLES[shown]}
      >
        <Suspense fallback={<p className="legal-loading">Loading…</p>}>
          <LegalText document={shown} level={3} />
        </Suspense>
      </div>
      <nav className="legal-cross-links" aria-label="Other legal texts">
        {otherLegalDocuments(shown).map((other) => (
          <button
            key={other}
            type="button"
            className="legal-cross-link"
            onClick={() => onSelect(other)}
          >
            {LEGAL_TITLES[other]}
          </button>
        ))}
      </nav>
    </Dialog>
  );
}
