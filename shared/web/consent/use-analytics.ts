// Starts analytics the moment both the consent and the config allow it
// (docs/product.md#consent-and-analytics), and never otherwise.
import { useEffect } from "react";
import { appConfigAtom } from "../config/app-config";
import { useAtomValue } from "../store/store";
import { startAnalytics } from "./analytics";
import { consentAtom } from "./consent-atoms";
import { analyticsToLoad } from "./consent-rules";

export function useAnalytics(): void {
  const consent = useAtomValue(consentAtom);
  const config = useAtomValue(appConfigAtom);
  const measurementId = analyticsToLoad(consent, config);
  useEffect(() => {
    if (measurementId !== null) startAnalytics(measurementId);
  }, [measurementId]);
}
