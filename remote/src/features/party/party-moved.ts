// A party whose TV started a new one (docs/remote.md, "The party moved"): the phone follows to the
// new code on the same tab, and says so for a few seconds.
import { atom } from "@encore/web/store/store";

/** How long `The party moved to ABC-234` stays. */
export const MOVED_NOTICE_MS = 6000;

/** The code the party moved to, while the phone says so. */
export const partyMovedAtom = atom<{ code: string; until: number } | null>(null);

/** The same page in the new party: /session/OLD/queue → /session/NEW/queue. */
export function movedPath(path: string, from: string, to: string): string {
  const prefix = `/session/${encodeURIComponent(from)}`;
  const rest = path.startsWith(prefix) ? path.slice(prefix.length) : "";
  return `/session/${encodeURIComponent(to)}${rest.startsWith("/") ? rest : ""}`;
}
