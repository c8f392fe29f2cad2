// Direction controls (docs/security.md, "Text that spoofs its neighbours"): the embeddings and
// overrides U+202A–202E, the isolates U+2066–2069, the marks U+200E and U+200F and the Arabic
// letter mark U+061C change the order in which the text AROUND them is drawn. A catalogue artist
// ending in U+202E (right-to-left override) drew the next singer's name backwards on the TV. No
// title, artist, songbook name or singer name needs one, so every display cleaning removes them
// here, by this one rule; the apps also isolate each name in the page (shared/web/ui/names.css).

const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** The text without direction controls; nothing else changes. */
export function stripDirectionControls(text: string): string {
  return text.replace(DIRECTION_CONTROLS, "");
}

/** Whether the text holds a direction control. */
export function hasDirectionControls(text: string): boolean {
  return new RegExp(DIRECTION_CONTROLS.source, "u").test(text);
}
