// How account data reads on screen: dates (spec §2: 'Member Since' as a long US-English date,
// 'Submitted on' as a short one) and feedback statuses with their badge colours (spec §3).
import { FEEDBACK_MESSAGES, type Feedback } from "@encore/shared";

function validDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'January 5, 2025'; the raw text if it is not a date. */
export function longUsDate(iso: string, timeZone?: string): string {
  const date = validDate(iso);
  if (!date) return iso;
  return date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone,
  });
}

/** '1/5/2025'; the raw text if it is not a date. */
export function shortUsDate(iso: string, timeZone?: string): string {
  const date = validDate(iso);
  if (!date) return iso;
  return date.toLocaleDateString("en-US", {
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

/** Spec §3: pending yellow, in_review blue, resolved green, closed red, anything else grey. */
export function statusTone(status: string): BadgeTone {
  return TONES[status] ?? "grey";
}

/** 'in_review' → 'In Review'. */
export function statusLabel(status: string): string {
  return status
    .split("_")
    .filter((word) => word !== "")
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(" ");
}

export function pendingCount(feedback: Pick<Feedback, "status">[]): number {
  return feedback.filter((item) => item.status === "pending").length;
}

/** Spec §8: a refusal that says 'limit reached' is shown as sent, any other failure generically. */
export function feedbackFailureText(error: unknown): string {
  if (error instanceof Error && error.message.toLowerCase().includes("limit reached")) {
    return error.message;
  }
  return FEEDBACK_MESSAGES.submitFailed;
}
