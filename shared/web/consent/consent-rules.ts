// The cookie consent rules (docs/product.md#consent-and-analytics), pure: what is stored, when the
// banner shows, and when analytics may load. Consent starts unset, then is 'accepted' (analytics
// may start) or 'minimal' (no analytics); the stored value is read on each load.
export const CONSENT_VALUES = ["accepted", "minimal"] as const;
export type Consent = (typeof CONSENT_VALUES)[number];

/** A Google Analytics 4 measurement id, as the cloud accepts it for ANALYTICS_ID. */
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

export const GTAG_SCRIPT_ORIGIN = "https://www.googletagmanager.com";

/** What the browser storage holds; anything but the two values counts as no choice yet. */
export function parseConsent(stored: string | null): Consent | null {
  return stored === "accepted" || stored === "minimal" ? stored : null;
}

/** The banner asks until a choice is stored. */
export function shouldShowBanner(consent: Consent | null): boolean {
  return consent === null;
}

/**
 * The measurement id to load analytics with, or null: only after 'Accept All', and only when the
 * host configured ANALYTICS_ID (GET /api/config's `analytics_id`). `config` is null until the
 * config has loaded, which also means no analytics.
 */
export function analyticsToLoad(
  consent: Consent | null,
  config: { analytics_id: string | null } | null,
): string | null {
  if (consent !== "accepted") return null;
  const id = config?.analytics_id ?? null;
  return id !== null && MEASUREMENT_ID.test(id) ? id : null;
}

/** The one script analytics requests: gtag.js for that measurement id. */
export function gtagScriptUrl(measurementId: string): string {
  return `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
}
