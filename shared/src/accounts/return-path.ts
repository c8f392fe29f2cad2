// Where a mailed link or a Google sign-in comes back to (docs/decisions.md, "Links come back to
// where they started"): a path of the screen's or the remote's own routes, nothing else. The cloud
// reads it from a request and puts it in the mail link or the sign-in's state; the screen's link
// pages read it back from their address and check it again, since anyone can edit a link.
import { z } from "zod/mini";
import { SESSION_CODE_ALPHABET, SESSION_CODE_LENGTH } from "../protocol/session-code.js";

/** The request field and link parameter that carry it. */
export const RETURN_PATH_PARAM = "return_to";

const CODE = `[${SESSION_CODE_ALPHABET}]{${SESSION_CODE_LENGTH}}`;

/** Same-origin paths without query or fragment; a session code in upper case, as the apps use it. */
const RETURN_PATHS = [
  // The screen: the landing and a session's pages.
  "/",
  `/session/${CODE}`,
  `/session/${CODE}/(?:player|search|settings|feedback)`,
  // The remote (docs/remote.md, Routes): its start, the join link and a party's tabs.
  "/remote/",
  `/remote/join/${CODE}`,
  `/remote/session/${CODE}`,
  `/remote/session/${CODE}/(?:queue|me|settings|feedback)`,
].map((pattern) => new RegExp(`^${pattern}$`));

/** The path if it is one of the apps' own, else undefined (the caller's default). */
export function readReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 64) return undefined;
  return RETURN_PATHS.some((path) => path.test(value)) ? value : undefined;
}

/**
 * An optional return path in a request: an app's own path is kept, anything else (another site,
 * `//host`, a made-up path, not text) is dropped, so the request goes on with the default.
 */
export const returnPathSchema = z.pipe(z.optional(z.unknown()), z.transform(readReturnPath));

/**
 * Where a request made on this page should come back to: on the remote, the page itself when it
 * is one of the paths above (the Me tab, where the auth dialog opens), else its party's Songs tab,
 * else the remote's start; on the screen, nothing (its links keep their own flow).
 */
export function returnPathForPage(pathname: string): string | undefined {
  if (!pathname.startsWith("/remote/")) return undefined;
  const own = readReturnPath(pathname);
  if (own) return own;
  const party = new RegExp(`^/remote/(?:join|session)/(${CODE})(?:/|$)`).exec(pathname)?.[1];
  return party ? `/remote/session/${party}` : "/remote/";
}

/** Whether a return path belongs to the remote (a page load away from the screen's pages). */
export function isRemotePath(path: string): boolean {
  return path.startsWith("/remote/");
}

/** The party code in a remote return path, if it names one. */
export function partyOfReturnPath(path: string): string | undefined {
  return /^\/remote\/(?:join|session)\/([A-Z0-9]+)/.exec(path)?.[1];
}

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string | undefined {
  try {
    return atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return undefined;
  }
}

/**
 * A Google sign-in's state with the return path after a dot: the random part keeps it
 * unguessable, and the callback only completes a state equal to the one the cloud stored.
 */
export function stateWithReturnPath(randomState: string, returnPath: string | undefined): string {
  const path = readReturnPath(returnPath);
  return path ? `${randomState}.${toBase64Url(path)}` : randomState;
}

/** The return path a state carries, checked again; undefined for none or a foreign one. */
export function returnPathOfState(state: string | null | undefined): string | undefined {
  const dot = state?.lastIndexOf(".") ?? -1;
  if (!state || dot < 0) return undefined;
  return readReturnPath(fromBase64Url(state.slice(dot + 1)));
}
