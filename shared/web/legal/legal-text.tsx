// One legal text with its date, as both the screen's pages and the modal show it. The text is in
// English (lang="en"); a guest shown another language reads a line in it saying so, and the date,
// in their language (docs/languages.md#legal-texts).
import { formatLongDate } from "../i18n/format";
import { languageAtom } from "../i18n/i18n-atoms";
import { useT } from "../i18n/translate";
import { useAtomValue } from "../store/store";
import { CopyrightText } from "./copyright-text";
import { LEGAL_UPDATED, type LegalDocument } from "./legal-documents";
import type { HeadingLevel } from "./legal-section";
import { PrivacyText } from "./privacy-text";
import { TermsText } from "./terms-text";
import "./legal.css";

const TEXTS = { privacy: PrivacyText, terms: TermsText, copyright: CopyrightText };

export function LegalText({ document, level }: { document: LegalDocument; level: HeadingLevel }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const Text = TEXTS[document];
  return (
    <div className="legal-text" lang="en">
      {language !== "en" && (
        <p className="legal-english-only" lang={language}>
          {t("common.legal.englishOnly")}
        </p>
      )}
      <p className="legal-updated" lang={language}>
        {t("common.legal.updated", { date: formatLongDate(LEGAL_UPDATED) })}
      </p>
      <Text level={level} />
    </div>
  );
}

export default LegalText;
