// Whether a video can play in Encore's player, from what videos.list says (docs/catalogue.md,
// "Songs that stop playing"): pure rules.
import type { VideoDetails } from "./youtube-api.js";

export type Playability = { playable: true } | { playable: false; reason: string };

export const UNPLAYABLE = {
  unavailable: "video is unavailable (deleted or private)",
  private: "video is private",
  notProcessed: "video is not processed",
  notEmbeddable: "embedding is turned off",
  blockedEverywhere: "video is blocked in every region",
  blockedIn: (region: string) => `video is blocked in ${region}`,
} as const;

/** An ISO 3166-1 alpha-2 code, as REGION or --region give it. */
export function parseRegion(text: string | undefined): string | null | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  const region = text.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(region) ? region : null;
}

/**
 * `video` is undefined when the API did not answer for it. Without a region, region restrictions
 * are not checked, except a video allowed nowhere.
 */
export function videoPlayability(
  video: VideoDetails | undefined,
  region: string | undefined,
): Playability {
  if (!video) return { playable: false, reason: UNPLAYABLE.unavailable };
  if (video.privacyStatus === "private") return { playable: false, reason: UNPLAYABLE.private };
  if (video.uploadStatus !== "processed") {
    return { playable: false, reason: UNPLAYABLE.notProcessed };
  }
  if (!video.embeddable) return { playable: false, reason: UNPLAYABLE.notEmbeddable };
  const { allowed, blocked } = video.regionRestriction;
  if (allowed && allowed.length === 0) {
    return { playable: false, reason: UNPLAYABLE.blockedEverywhere };
  }
  if (region !== undefined) {
    const outside = allowed !== undefined && !allowed.includes(region);
    if (outside || blocked?.includes(region)) {
      return { playable: false, reason: UNPLAYABLE.blockedIn(region) };
    }
  }
  return { playable: true };
}
