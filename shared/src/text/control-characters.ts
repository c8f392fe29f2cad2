// Control and invisible format characters (NUL, escapes, bidi overrides, zero-width marks) have
// no place in text people type: the search input and feedback remove them, by one rule.

const LINE_BREAKS_AND_TABS = /[\t\n\r\f\v]/g;
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;
const CONTROL_CHARACTERS_BUT_LINES = /(?![\n\t])[\p{Cc}\p{Cf}]/gu;

/**
 * The text without control and format characters. Line breaks and tabs become spaces, or with
 * `keepLines` stay (as `\n` and `\t`; `\r\n` and a lone `\r` become `\n`), for multi-line text.
 */
export function removeControlCharacters(
  text: string,
  options: { keepLines?: boolean } = {},
): string {
  if (options.keepLines) {
    return text.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS_BUT_LINES, "");
  }
  return text.replace(LINE_BREAKS_AND_TABS, " ").replace(CONTROL_CHARACTERS, "");
}
