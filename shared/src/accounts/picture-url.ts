// Which pictures Encore shows: only a signed-in user's account picture, and only from Google's
// avatar host over https. Anything else (a guest's URL, another host, http) is never loaded, so a
// stranger cannot make every screen of a party fetch a URL of theirs (a tracking pixel on the TV).
// The cloud keeps only such pictures in what it broadcasts; the screen checks again before
// rendering one.

/** Google serves account pictures from lh3.googleusercontent.com and its siblings. */
export const ALLOWED_PICTURE_HOST_SUFFIX = ".googleusercontent.com";

/** True for an https URL on Google's avatar host, with no credentials and no odd port. */
export function isAllowedPictureUrl(url: unknown): url is string {
  if (typeof url !== "string" || url.length > 2000) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === "https:" &&
    parsed.username === "" &&
    parsed.password === "" &&
    parsed.port === "" &&
    parsed.hostname.endsWith(ALLOWED_PICTURE_HOST_SUFFIX) &&
    parsed.hostname.length > ALLOWED_PICTURE_HOST_SUFFIX.length
  );
}

/** The picture to show, or null when it may not be shown. */
export function allowedPictureOrNull(url: string | null | undefined): string | null {
  return isAllowedPictureUrl(url) ? url : null;
}
