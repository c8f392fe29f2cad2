// The search feature's public entry.
export { SearchResultsPage } from "./search-results-page";
