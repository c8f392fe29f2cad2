export * from "./constants.js";
export * from "./text/fold.js";
export * from "./text/search-input.js";
export * from "./text/display-text.js";
export * from "./catalogue/song.js";
export * from "./catalogue/queries.js";
export * from "./catalogue/pagination.js";
