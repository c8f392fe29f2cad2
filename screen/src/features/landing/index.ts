// The landing feature's public entry.
export { LandingPage } from "./landing-page";
