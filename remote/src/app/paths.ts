// The remote's paths inside its base `/remote` (the router adds the base), in one place.
export const REMOTE_BASE = "/remote";

export const REMOTE_ROUTES = {
  start: "/",
  join: "/join/:code",
  browse: "/session/:code",
  queue: "/session/:code/queue",
  songbook: "/session/:code/songbook/:songbookId",
  me: "/session/:code/me",
  settings: "/session/:code/settings",
  feedback: "/session/:code/feedback",
} as const;

const c = (code: string) => `/session/${encodeURIComponent(code)}`;

export const remotePaths = {
  start: () => "/",
  join: (code: string) => `/join/${encodeURIComponent(code)}`,
  browse: (code: string) => c(code),
  queue: (code: string) => `${c(code)}/queue`,
  songbook: (code: string, songbookId: string) =>
    `${c(code)}/songbook/${encodeURIComponent(songbookId)}`,
  me: (code: string) => `${c(code)}/me`,
  settings: (code: string) => `${c(code)}/settings`,
  feedback: (code: string) => `${c(code)}/feedback`,
};
