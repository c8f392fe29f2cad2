// The landing screen: logo, PRESS ENTER, About. Enter or a click starts the party.
import { errorText } from "@encore/web/i18n/error-text";
import { screenPaths } from "@encore/shared";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useAppNavigate } from "../../app/navigate";
import { useT } from "@encore/web/i18n/translate";
import { BrandLogo } from "@encore/web/ui/brand-logo";
import { useKioskAutostart } from "../kiosk";
import { useSpatialNavigation } from "../navigation";
import { AboutDialog } from "./about-dialog";
import { GlowBackground } from "./glow-background";
import { startSession } from "./start-session";
import "./landing.css";

export function LandingPage() {
  const t = useT();
  const navigate = useAppNavigate();
  const [aboutOpen, setAboutOpen] = useState(false);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const stage = useRef<HTMLButtonElement>(null);
  // The D-pad moves between About and PRESS ENTER, and inside About between its controls (Close,
  // the language, the support address).
  useSpatialNavigation();

  // About closed: the focus goes to PRESS ENTER (not back to About, which the next Enter would
  // open again), so Enter starts the party as on a fresh landing. An effect of this page runs
  // after the dialog's own (which closes it and gives the focus back to About), before any key.
  const aboutWasOpen = useRef(false);
  useEffect(() => {
    if (aboutOpen) aboutWasOpen.current = true;
    else if (aboutWasOpen.current) stage.current?.focus();
  }, [aboutOpen]);
  const closeAbout = useCallback(() => setAboutOpen(false), []);

  const start = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setStarting(true);
    setError(null);
    try {
      const code = await startSession();
      navigate(screenPaths.sessionHome(code));
    } catch (failure) {
      setError(failure instanceof Error ? errorText(failure) : String(failure));
      setStarting(false);
      busy.current = false;
    }
  }, [navigate]);
  // In the kiosk shell a TV may have no keyboard: the party starts by itself.
  useKioskAutostart(start);

  // A layout effect: listening from the moment PRESS ENTER is painted.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || aboutOpen || event.defaultPrevented) return;
      // Enter on the About button opens About, not a party.
      if (event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      void start();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [aboutOpen, start]);

  return (
    <main className="landing">
      <GlowBackground />
      <button
        type="button"
        className="landing-about button button-ghost"
        onClick={() => setAboutOpen(true)}
      >
        {t("screen.landing.about")}
      </button>
      <button
        ref={stage}
        type="button"
        className="landing-stage"
        onClick={() => void start()}
        aria-label={t("screen.landing.pressEnterLabel")}
      >
        <BrandLogo className="landing-logo" />
        <span className="landing-tagline">{t("screen.landing.tagline")}</span>
        <span className="landing-press" aria-live="polite">
          {starting ? t("screen.landing.starting") : t("screen.landing.pressEnter")}
        </span>
      </button>
      {error && (
        <p className="landing-error" role="alert">
          {t("screen.landing.startFailed", { error })}
        </p>
      )}
      <AboutDialog open={aboutOpen} onClose={closeAbout} />
    </main>
  );
}
