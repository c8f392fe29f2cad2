// One legal text with its date, as both the screen's pages and the modal show it.
import { CopyrightText } from "./copyright-text";
import { LEGAL_UPDATED, type LegalDocument } from "./legal-documents";
import type { HeadingLevel } from "./legal-section";
import { PrivacyText } from "./privacy-text";
import { TermsText } from "./terms-text";
import "./legal.css";

const TEXTS = { privacy: PrivacyText, terms: TermsText, copyright: CopyrightText };

export function LegalText({ document, level }: { document: LegalDocument; level: HeadingLevel }) {
  const Text = TEXTS[document];
  return (
    <div className="legal-text">
      <p className="legal-updated">Last updated: {LEGAL_UPDATED}</p>
      <Text level={level} />
    </div>
  );
}

export default LegalText;
