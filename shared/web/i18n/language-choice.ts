// Which language the app speaks (docs/languages.md#choosing): `?lang=` in the address, else the
// choice kept on this device, else the device's languages, else English. Pure.
import { DEFAULT_LANGUAGE, matchLanguage } from "@encore/shared";

export interface LanguageSources {
  /** `?lang=` of the page's address, if any. */
  forced: string | null;
  /** The language chosen on this device, if any. */
  chosen: string | null;
  /** `navigator.languages`. */
  device: readonly string[];
  /** The languages this build has. */
  available: readonly string[];
  /** Languages only `forced` may name, exactly (the pseudo-language): never matched otherwise. */
  addressOnly?: readonly string[];
}

export function pickLanguage(sources: LanguageSources): string {
  const { forced, chosen, device, available, addressOnly = [] } = sources;
  const exact = addressOnly.find((tag) => tag.toLowerCase() === forced?.toLowerCase());
  if (exact) return exact;
  for (const wanted of [forced, chosen]) {
    const match = wanted ? matchLanguage([wanted], available) : null;
    if (match) return match;
  }
  return matchLanguage(device, available) ?? DEFAULT_LANGUAGE;
}
