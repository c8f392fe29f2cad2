// The three legal texts of docs/product.md#legal-pages (Privacy, Terms of Service, Copyright &
// DMCA): their titles, routes and date, shared by the screen's pages and the modal both apps open.
// The texts stay in English, their titles are in the language shown (docs/languages.md#legal-texts).
import type { MessageKey } from "../i18n/message-key";

export const LEGAL_DOCUMENTS = ["privacy", "terms", "copyright"] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/** The title of each text: `t(LEGAL_TITLE_KEYS[document])`. */
export const LEGAL_TITLE_KEYS: Record<LegalDocument, MessageKey> = {
  privacy: "common.legal.title.privacy",
  terms: "common.legal.title.terms",
  copyright: "common.legal.title.copyright",
};

export const LEGAL_PATHS: Record<LegalDocument, string> = {
  privacy: "/privacy",
  terms: "/terms",
  copyright: "/copyright",
};

/** When the texts last changed (local midnight); shown at the top of each, as a long date. */
export const LEGAL_UPDATED = new Date(2026, 10, 23);

/** The cross links of a text: the other two, in the usual order. */
export function otherLegalDocuments(current: LegalDocument): LegalDocument[] {
  return LEGAL_DOCUMENTS.filter((document) => document !== current);
}
