// The screen's routes (docs/product.md#routes), in one place: the screen's router renders them and
// the cloud answers them with the screen's index.html; every other path is `404 Route`.
import { JOIN_TOKEN_PARAM } from "../protocol/join-token.js";

/** Route patterns in the router's syntax (`:name` is one path segment). */
export const SCREEN_ROUTES = {
  landing: "/",
  sessionHome: "/session/:code",
  songbook: "/session/:code/songbook/:songbookId",
  search: "/session/:code/search",
  player: "/session/:code/player",
  settings: "/session/:code/settings",
  feedback: "/session/:code/feedback",
  authCallback: "/auth/callback",
  verifyEmail: "/verify-email",
  resetPassword: "/reset-password",
  privacy: "/privacy",
  terms: "/terms",
  copyright: "/copyright",
  /** The operator's back office (docs/admin.md). */
  admin: "/admin",
} as const;

export type ScreenRouteName = keyof typeof SCREEN_ROUTES;

const segment = "[^/]+";

function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split("/")
    .map((part) => (part.startsWith(":") ? segment : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${body}/?$`);
}

const matchers = Object.values(SCREEN_ROUTES).map(patternToRegExp);

/** Whether a URL path (no query) is one of the screen's routes. A trailing slash is tolerated. */
export function isScreenRoute(pathname: string): boolean {
  return matchers.some((matcher) => matcher.test(pathname));
}

/** The paths of the screen, built from their parts; codes are upper case as the cloud gives them. */
export const screenPaths = {
  sessionHome: (code: string) => `/session/${encodeURIComponent(code)}`,
  player: (code: string) => `/session/${encodeURIComponent(code)}/player`,
  search: (code: string) => `/session/${encodeURIComponent(code)}/search`,
  songbook: (code: string, songbookId: string) =>
    `/session/${encodeURIComponent(code)}/songbook/${encodeURIComponent(songbookId)}`,
  settings: (code: string) => `/session/${encodeURIComponent(code)}/settings`,
  feedback: (code: string) => `/session/${encodeURIComponent(code)}/feedback`,
};

/**
 * `/remote/join/{CODE}?t={token}`: the address the screen's QR code holds; without a token, the
 * address the screen shows as text (docs/screen.md, The join card).
 */
export function remoteJoinUrl(publicUrl: string, code: string, token?: string | null): string {
  const address = `${publicUrl.replace(/\/+$/, "")}/remote/join/${encodeURIComponent(code)}`;
  return token ? `${address}?${JOIN_TOKEN_PARAM}=${encodeURIComponent(token)}` : address;
}
