// The video feature's public entry: the YouTube player behind one small interface.
export { createVideoPlayer, type VideoPlayer } from "./video-player";
