// /privacy, /terms and /copyright (docs/product.md#legal-pages): the legal text under its title, a
// Back button to / and links to the other two texts. The words are the shared ones the modal shows
// too.
import {
  LEGAL_PATHS,
  LEGAL_TITLE_KEYS,
  otherLegalDocuments,
} from "@encore/web/legal/legal-documents";
import type { LegalDocument } from "@encore/web/legal/legal-documents";
import { LegalText } from "@encore/web/legal/legal-text";
import { useT } from "@encore/web/i18n/translate";
import { useEffect, useId, useRef } from "react";
import { useAppNavigate } from "../../app/navigate";
import { legalPageKey } from "./legal-page-keys";
import "./legal-page.css";

export function LegalPage({ document }: { document: LegalDocument }) {
  const t = useT();
  const navigate = useAppNavigate();
  const titleId = useId();
  const controls = useRef<HTMLElement[]>([]);

  // A new text starts at its top with Back focused: the link just followed is gone from the page.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    controls.current[0]?.focus();
  }, [document]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      // Keys inside a dialog or a field are theirs.
      if (target?.closest("dialog, input, textarea, select")) return;
      const active = globalThis.document.activeElement;
      const index = controls.current.findIndex((control) => control === active);
      // The arrows steer only when the focus is on this page's buttons or nowhere.
      const onPage = index >= 0 || active === null || active === globalThis.document.body;
      const action = legalPageKey(event.key, index, controls.current.length);
      if (action === null || (action.type === "focus" && !onPage)) return;
      event.preventDefault();
      if (action.type === "back") navigate("/");
      else controls.current[action.index]?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [navigate]);

  const others = otherLegalDocuments(document);
  return (
    <main className="legal-page">
      <header className="legal-page-bar">
        <button
          ref={(element) => {
            if (element) controls.current[0] = element;
          }}
          type="button"
          className="button button-ghost legal-page-back"
          onClick={() => navigate("/")}
        >
          <span aria-hidden="true">←</span> {t("screen.back")}
        </button>
        <nav className="legal-page-links" aria-label={t("screen.legal.otherTexts")}>
          {others.map((other, position) => (
            <a
              key={other}
              ref={(element) => {
                if (element) controls.current[position + 1] = element;
              }}
              className="legal-page-link"
              href={LEGAL_PATHS[other]}
              onClick={(event) => {
                event.preventDefault();
                navigate(LEGAL_PATHS[other]);
              }}
            >
              {t(LEGAL_TITLE_KEYS[other])}
            </a>
          ))}
        </nav>
      </header>
      <article className="legal-page-article" aria-labelledby={titleId}>
        <h1 id={titleId} className="legal-page-title">
          {t(LEGAL_TITLE_KEYS[document])}
        </h1>
        <LegalText document={document} level={2} />
      </article>
    </main>
  );
}

export default LegalPage;
