// The landing screen: logo, PRESS ENTER, About. Enter or a click starts the party.
import { screenPaths } from "@encore/shared";
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { useAppNavigate } from "../../app/navigate";
import { BrandLogo } from "@encore/web/ui/brand-logo";
import { useKioskAutostart } from "../kiosk/use-kiosk-autostart";
import { AboutDialog } from "./about-dialog";
import { GlowBackground } from "./glow-background";
import { startSession } from "./start-session";
import "./landing.css";

export function LandingPage() {
  const navigate = useAppNavigate();
  const [aboutOpen, setAboutOpen] = useState(false);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const start = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setStarting(true);
    setError(null);
    try {
      const code = await startSession();
      navigate(screenPaths.sessionHome(code));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
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
        About
      </button>
      <button
        type="button"
        className="landing-stage"
        onClick={() => void start()}
        aria-label="Press Enter to start a party"
      >
        <BrandLogo className="landing-logo" />
        <span className="landing-tagline">
          Party karaoke. Your TV sings, every phone is the remote.
        </span>
        <span className="landing-press" aria-live="polite">
          {starting ? "Starting your party…" : "PRESS ENTER"}
        </span>
      </button>
      {error && (
        <p className="landing-error" role="alert">
          Could not start a party: {error} Press Enter to try again.
        </p>
      )}
      <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
    </main>
  );
}
