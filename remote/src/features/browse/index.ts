// The browse feature's public entry: the Songs tab, and the parts a songbook's list shares with it
// (the search field, a row that queues its song, the In Queue badge) with their style.
import "./browse.css";
export { BrowsePage } from "./browse-page";
export { QueueableRow } from "./queueable-row";
export { SearchField } from "./search-field";
export { useQueueBadge } from "./use-queue-badge";
