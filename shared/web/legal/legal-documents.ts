// The three legal texts of spec §2 (Privacy, Terms of Service, Copyright & DMCA): their titles,
// routes and date, shared by the screen's pages and the modal both apps open.
export const LEGAL_DOCUMENTS = ["privacy", "terms", "copyright"] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export const LEGAL_TITLES: Record<LegalDocument, string> = {
  privacy: "Privacy Policy",
  terms: "Terms of Service",
  copyright: "Copyright & DMCA",
};

export const LEGAL_PATHS: Record<LegalDocument, string> = {
  privacy: "/privacy",
  terms: "/terms",
  copyright: "/copyright",
};

/** When the texts last changed; shown at the top of each. */
export const LEGAL_UPDATED = "November 23, 2026";

/** The cross links of a text: the other two, in the usual order. */
export function otherLegalDocuments(current: LegalDocument): LegalDocument[] {
  return LEGAL_DOCUMENTS.filter((document) => document !== current);
}
