// The Me tab's public entry.
export { MePage } from "./me-page";
