// A message with elements inside it (a link, a name in its own <bdi>): the whole sentence is one
// message, so each language puts the elements where its grammar wants them (docs/languages.md).
// Each element's argument is formatted as a marker, and the text is cut at the markers.
import type { MessageKey, MessageValues } from "./message-key";
import type { Translate } from "./translate";
import { Fragment, type ReactNode } from "react";

/** Private-use characters: never in a catalogue text. */
const FIRST_MARKER = 0xe000;
const MARKERS = /([\uE000-\uE0FF])/;

export function messageWithElements(
  t: Translate,
  key: MessageKey,
  elements: Readonly<Record<string, ReactNode>>,
  values: MessageValues = {},
): ReactNode {
  const names = Object.keys(elements);
  const markers: Record<string, string> = {};
  names.forEach((name, index) => {
    markers[name] = String.fromCharCode(FIRST_MARKER + index);
  });
  const parts = t(key, { ...values, ...markers })
    .split(MARKERS)
    .filter((part) => part !== "");
  return parts.map((part, index) => {
    const code = part.length === 1 ? part.charCodeAt(0) - FIRST_MARKER : -1;
    const name = names[code];
    return <Fragment key={index}>{name === undefined ? part : elements[name]}</Fragment>;
  });
}
