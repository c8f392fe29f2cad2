// The Cookie Preferences banner (docs/product.md#cookie-banner): 'Accept All', 'Essential Only' and
// 'Learn more'. The link opens the privacy modal through `onLearnMore`, or goes to /privacy when
// none is given. On a phone it floats above the page's foot and takes no focus. On the TV
// (`band`, docs/screen.md, "The cookie banner on the TV") it is a band along the bottom that the
// pages lay out around (`--consent-band-height`: nothing sits behind it, the video's frame ends
// above it); it takes the focus when shown, Left and Right move along its controls, and the
// answer gives the focus back to what had it.
import type { KeyboardEvent, MouseEvent } from "react";
import { useEffect, useId, useRef } from "react";
import { useT } from "../i18n/translate";
import { LEGAL_PATHS } from "../legal/legal-documents";
import { chooseConsent } from "./consent-atoms";
import type { Consent } from "./consent-rules";
import "./consent.css";

/** The CSS variable the TV's pages leave room with (0 when no banner shows). */
const BAND_HEIGHT_VARIABLE = "--consent-band-height";

export function CookieBanner({
  onLearnMore,
  band = false,
}: {
  onLearnMore?: () => void;
  band?: boolean;
}) {
  const t = useT();
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const focusedBefore = useRef<Element | null>(null);

  useEffect(() => {
    const element = section.current;
    if (!band || !element) return;
    focusedBefore.current = document.activeElement;
    element.querySelector("button")?.focus();
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(BAND_HEIGHT_VARIABLE, `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BAND_HEIGHT_VARIABLE);
    };
  }, [band]);

  const choose = (consent: Consent) => {
    chooseConsent(consent);
    if (!band) return;
    // Back to what had the focus, once the band has gone.
    const before = focusedBefore.current;
    requestAnimationFrame(() => {
      if (before instanceof HTMLElement && before.isConnected && before !== document.body) {
        before.focus();
      }
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!band || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    const controls = [...(section.current?.querySelectorAll<HTMLElement>("a, button") ?? [])];
    const at = controls.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    event.preventDefault();
    const next = event.key === "ArrowRight" ? at + 1 : at - 1;
    controls[Math.max(0, Math.min(controls.length - 1, next))]?.focus();
  };

  const learnMore = (event: MouseEvent | KeyboardEvent) => {
    if (!onLearnMore) return;
    // Handled here: the page's own Enter listener sees a handled key.
    event.preventDefault();
    onLearnMore();
  };
  return (
    // The band's keys are its own controls' (a TV remote's Left and Right along them).
    <section
      ref={section}
      className={`cookie-banner${band ? " cookie-banner-band" : ""}`}
      role="region"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div className="cookie-banner-text">
        <h2 id={titleId} className="cookie-banner-title">
          {t("common.cookies.title")}
        </h2>
        <p className="cookie-banner-message">
          {t("common.cookies.message")}{" "}
          <a
            className="cookie-banner-link"
            href={LEGAL_PATHS.privacy}
            onClick={learnMore}
            onKeyDown={(event) => {
              if (event.key === "Enter") learnMore(event);
            }}
          >
            {t("common.cookies.learnMore")}
          </a>
        </p>
      </div>
      <div className="cookie-banner-actions">
        <button type="button" className="cookie-banner-button" onClick={() => choose("minimal")}>
          {t("common.cookies.essentialOnly")}
        </button>
        <button
          type="button"
          className="cookie-banner-button cookie-banner-accept"
          onClick={() => choose("accepted")}
        >
          {t("common.cookies.acceptAll")}
        </button>
      </div>
    </section>
  );
}
