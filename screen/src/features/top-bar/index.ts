// The top bar's public entry: the bar and its search box's id (the keys move focus to it).
export { TOP_BAR_SEARCH_INPUT_ID, TopBar } from "./top-bar";
