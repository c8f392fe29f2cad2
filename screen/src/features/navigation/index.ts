// The navigation feature's public entry: the remote-control keys of each page and the spatial
// focus moves.
export {
  createBackDebounce,
  listMove,
  navKeyOf,
  queuePanelKey,
  searchResultsKey,
  songbookKey,
  type QueuePanelNav,
  type SearchNav,
  type SongbookNav,
} from "./keyboard-maps";
export { useEscapeBack } from "./use-escape-back";
export { usePageKeys, type PageKeyHandler } from "./use-page-keys";
export { useSpatialNavigation } from "./use-spatial-navigation";
