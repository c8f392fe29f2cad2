// The legal feature's public entry.
export { LegalRoute } from "./legal-route";
