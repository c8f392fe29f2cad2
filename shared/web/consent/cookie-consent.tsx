// What an app mounts once, beside its routes: the Cookie Preferences banner while no choice is
// stored, the privacy modal its 'Learn more' opens, and analytics once consent and config allow.
import { useState } from "react";
import { LegalDialog } from "../legal/legal-dialog";
import type { LegalDocument } from "../legal/legal-documents";
import { useAtomValue } from "../store/store";
import { consentAtom } from "./consent-atoms";
import { shouldShowBanner } from "./consent-rules";
import { CookieBanner } from "./cookie-banner";
import { useAnalytics } from "./use-analytics";

/** `band`: the TV's layout of the banner (cookie-banner.tsx). */
export function CookieConsent({ band = false }: { band?: boolean }) {
  useAnalytics();
  const consent = useAtomValue(consentAtom);
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  return (
    <>
      {shouldShowBanner(consent) && (
        <CookieBanner band={band} onLearnMore={() => setLegal("privacy")} />
      )}
      <LegalDialog document={legal} onSelect={setLegal} onClose={() => setLegal(null)} />
    </>
  );
}
