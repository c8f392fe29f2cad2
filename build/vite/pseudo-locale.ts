// The pseudo-language (docs/languages.md#pseudo-language), reached by `?lang=en-XA` only: every
// English text with its letters accented, in brackets and padded to about 135 % of its length, so
// a text that was not translated stands out, and a layout that only fits English breaks on screen
// before a real language breaks it. ICU arguments, plural and select keywords are kept; only the
// words change. Pure.
import { parse, type Token } from "@messageformat/parser";

export const PSEUDO_LANGUAGE = "en-XA";

const ACCENTS: Record<string, string> = {
  a: "à",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "î",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ö",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "û",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "À",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Î",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ö",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Û",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

/** ICU's quoting: an apostrophe doubles, and braces and # are quoted. */
const quote = (text: string) => text.replace(/'/g, "''").replace(/([{}#])/g, "'$1'");

function serialize(tokens: readonly Token[], accent: (text: string) => string): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case "content":
          return quote(accent(token.value));
        case "argument":
          return `{${token.arg}}`;
        case "octothorpe":
          return "#";
        case "function":
          return `{${token.arg}, ${token.key}${token.param ? `, ${serialize(token.param, (t) => t)}` : ""}}`;
        default: {
          const offset = token.pluralOffset ? ` offset:${token.pluralOffset}` : "";
          const cases = token.cases
            .map((c) => `${c.key} {${serialize(c.tokens, accent)}}`)
            .join(" ");
          return `{${token.arg}, ${token.type},${offset} ${cases}}`;
        }
      }
    })
    .join("");
}

export function pseudoLocalize(message: string): string {
  const tokens = parse(message, { strict: false });
  const accented = serialize(tokens, (text) => text.replace(/[A-Za-z]/g, (c) => ACCENTS[c] ?? c));
  const letters = message.replace(/\{[^}]*\}/g, "").length;
  // With the two brackets, about 35 % longer than the English.
  const padding = "~".repeat(Math.max(1, Math.ceil(letters * 0.35) - 2));
  return `[${accented}${padding}]`;
}
