// What the operator may paste to add a channel (docs/admin.md, "Channels"): its address
// (https://www.youtube.com/@name, /channel/UC…, with or without the scheme, any trailing tab
// such as /videos), an @handle, or a UC… id. Pure: the API is asked afterwards.

/** A handle as YouTube allows them: letters of any script, digits, `_`, `-`, `.` and `·`. */
const HANDLE = /^@[\p{L}\p{M}\p{N}_.·-]{3,100}$/u;
const CHANNEL_ID = /^UC[\w-]{22}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);

/** The channel as the API takes it (`@name` or `UC…`), or null for any other text. */
export function parseChannelReference(text: string): string | null {
  const given = text.trim();
  if (HANDLE.test(given) || CHANNEL_ID.test(given)) return given;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(given) ? given : `https://${given}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (!["http:", "https:"].includes(url.protocol) || !YOUTUBE_HOSTS.has(url.hostname)) {
    return null;
  }
  const [first = "", second = ""] = url.pathname.split("/").filter((part) => part !== "");
  let segment: string;
  try {
    segment = decodeURIComponent(first);
  } catch {
    return null;
  }
  if (HANDLE.test(segment)) return segment;
  if (segment === "channel" && CHANNEL_ID.test(second)) return second;
  return null;
}

/** Handles are case-insensitive; ids are not, but never differ only in case from another. */
export function sameChannel(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
