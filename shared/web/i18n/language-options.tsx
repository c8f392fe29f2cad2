// The languages Encore speaks as a select's options, each named in itself (and marked as written
// in itself, so a screen reader says it right): the chooser's and the mails' language.
import { LANGUAGES } from "./start-language";

export function LanguageOptions() {
  return LANGUAGES.map((language) => (
    <option key={language.tag} value={language.tag} lang={language.tag}>
      {language.name}
    </option>
  ));
}
