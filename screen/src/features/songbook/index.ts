// The songbook feature's public entry.
export { SongbookPage } from "./songbook-page";
