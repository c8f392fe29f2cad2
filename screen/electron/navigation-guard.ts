// Where the kiosk window may go: the cloud's own origin, and the video platform's embed (in an
// iframe). Compared by parsed origin, never by string prefix (`http://localhost:8080.evil.com`).

const EMBED_ORIGINS = new Set(["https://www.youtube.com", "https://www.youtube-nocookie.com"]);

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The origin of an address, or null when it is not one (`null` origins count as none). */
export function originOf(url: string): string | null {
  const parsed = parse(url);
  if (!parsed || parsed.origin === "null") return null;
  return parsed.origin;
}

/** A top-level navigation: the cloud's origin only. */
export function isCloudUrl(url: string, cloudOrigin: string): boolean {
  return originOf(url) === cloudOrigin;
}

/** The video platform's player page (`https://www.youtube.com/embed/ID`), as loaded in a frame. */
export function isVideoEmbed(url: string): boolean {
  const parsed = parse(url);
  return (
    parsed !== null && EMBED_ORIGINS.has(parsed.origin) && parsed.pathname.startsWith("/embed/")
  );
}

/** Any navigation the window's frames may make: the cloud, or the embed. */
export function isAllowedNavigation(url: string, cloudOrigin: string): boolean {
  return isCloudUrl(url, cloudOrigin) || isVideoEmbed(url);
}
