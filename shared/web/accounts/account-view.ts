// How account data reads on screen: dates ('Member Since' as a long date, 'Submitted on' as a short
// one; the spec's US-English ones in English, docs/languages.md#numbers-and-dates) and feedback
// statuses with their badge colours (docs/product.md#settings, #feedback).
import type { Feedback } from "@encore/shared";
import { ApiError } from "../api/http-client";
import { errorText } from "../i18n/error-text";
import { formatLongDate } from "../i18n/format";
import { languageAtom } from "../i18n/i18n-atoms";
import type { MessageKey } from "../i18n/message-key";
import { t } from "../i18n/translate";
import { store } from "../store/store";

function validDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'January 5, 2025' in English; the raw text if it is not a date. */
export function longDate(iso: string): string {
  const date = validDate(iso);
  return date ? formatLongDate(date) : iso;
}

/**
 * '1/5/2025' in English, the language's own numeric date in the others; the raw text if it is not
 * a date.
 */
export function shortDate(iso: string, timeZone?: string): string {
  const date = validDate(iso);
  if (!date) return iso;
  const language = store.get(languageAtom);
  return date.toLocaleDateString(language === "en" ? "en-US" : language, {
    year: "numeric",
    month: "numeric",
    day: "numeric",
    timeZone,
  });
}

export type BadgeTone = "yellow" | "blue" | "green" | "red" | "grey";

const TONES: Record<string, BadgeTone> = {
  pending: "yellow",
  in_review: "blue",
  resolved: "green",
  closed: "red",
};

const STATUS_KEYS: Record<string, MessageKey> = {
  pending: "common.feedback.status.pending",
  in_review: "common.feedback.status.inReview",
  resolved: "common.feedback.status.resolved",
  closed: "common.feedback.status.closed",
};

/** Badge tones: pending yellow, in_review blue, resolved green, closed red, anything else grey. */
export function statusTone(status: string): BadgeTone {
  return TONES[status] ?? "grey";
}

/** 'in_review' → 'In Review'; a status the app does not know reads as it is, capitalised. */
export function statusLabel(status: string): string {
  const key = STATUS_KEYS[status];
  if (key) return t(key);
  return status
    .split("_")
    .filter((word) => word !== "")
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(" ");
}

export function pendingCount(feedback: Pick<Feedback, "status">[]): number {
  return feedback.filter((item) => item.status === "pending").length;
}

/**
 * A refusal that says 'limit reached' is shown as sent (its code's text in the language shown), any
 * other failure generically.
 */
export function feedbackFailureText(error: unknown): string {
  if (error instanceof Error && error.message.toLowerCase().includes("limit reached")) {
    return error instanceof ApiError ? errorText(error) : error.message;
  }
  return t("common.feedback.submitFailed");
}
