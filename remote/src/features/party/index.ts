// The party feature's public entry: the layout every party tab shares (header, tabs, dock, the
// join and its lifecycle).
export { PartyLayout } from "./party-layout";
