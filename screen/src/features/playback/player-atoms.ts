// The player's own state: what the video reports, beside the session's.
import { atom } from "@encore/web/store/store";
import type { VideoPlayer } from "../video";

/** The browser blocked sound (autoplay policy): one Enter or click turns it on. */
export const soundBlockedAtom = atom(false);
/** The video reports it is paused while the session says playing (after the 100 ms debounce). */
export const videoPausedAtom = atom(false);
/** The one video player, once created. */
export const videoPlayerAtom = atom<VideoPlayer | null>(null);
