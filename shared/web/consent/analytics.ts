// Google Analytics 4 without an inline script (the CSP allows none): the gtag queue is defined
// here, in the bundle, and gtag.js is loaded by a script element this module creates. Called only
// once the consent rules allow it (consent-rules.ts); a second call does nothing.
import { gtagScriptUrl } from "./consent-rules";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let started: string | null = null;

export function startAnalytics(measurementId: string): void {
  if (started !== null) return;
  started = measurementId;
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js reads each queued call as an Arguments object, as Google's snippet pushes it.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag("js", new Date());
  // Page views are sent by gtag.js on load and on history changes (enhanced measurement).
  window.gtag("config", measurementId);

  const script = document.createElement("script");
  script.async = true;
  script.src = gtagScriptUrl(measurementId);
  document.head.append(script);
}
