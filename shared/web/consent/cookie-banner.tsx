// The Cookie Preferences banner (docs/product.md#cookie-banner): 'Accept All', 'Essential Only' and
// 'Learn more'. The link opens the privacy modal through `onLearnMore`, or goes to /privacy when
// none is given. It takes no focus of its own, so a TV remote's Enter still reaches the page
// beneath.
import type { KeyboardEvent, MouseEvent } from "react";
import { useId } from "react";
import { useT } from "../i18n/translate";
import { LEGAL_PATHS } from "../legal/legal-documents";
import { chooseConsent } from "./consent-atoms";
import "./consent.css";

export function CookieBanner({ onLearnMore }: { onLearnMore?: () => void }) {
  const t = useT();
  const titleId = useId();
  const learnMore = (event: MouseEvent | KeyboardEvent) => {
    if (!onLearnMore) return;
    // Handled here: the page's own Enter listener sees a handled key.
    event.preventDefault();
    onLearnMore();
  };
  return (
    <section className="cookie-banner" role="region" aria-labelledby={titleId}>
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
        <button
          type="button"
          className="cookie-banner-button"
          onClick={() => chooseConsent("minimal")}
        >
          {t("common.cookies.essentialOnly")}
        </button>
        <button
          type="button"
          className="cookie-banner-button cookie-banner-accept"
          onClick={() => chooseConsent("accepted")}
        >
          {t("common.cookies.acceptAll")}
        </button>
      </div>
    </section>
  );
}
