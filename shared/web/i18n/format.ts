// Numbers and dates in the language shown (docs/languages.md#numbers-and-dates).
import { store } from "../store/store";
import { languageAtom } from "./i18n-atoms";

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(store.get(languageAtom)).format(value);
}

/**
 * A long date: the spec's US-English "January 5, 2026" in English, the language's own long form
 * (5. Januar 2026, 2026年1月5日) in the others.
 */
export function formatLongDate(date: Date): string {
  return formatDate(date, { dateStyle: "long" });
}

/** A date (or a time) in the language shown, with the parts asked for; English as in the US. */
export function formatDate(date: Date, parts: Intl.DateTimeFormatOptions): string {
  const language = store.get(languageAtom);
  const locale = language === "en" ? "en-US" : language;
  return new Intl.DateTimeFormat(locale, parts).format(date);
}
