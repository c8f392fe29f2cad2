// The PWA feature's public entry: the prompt to load a new version.
export { UpdateToast } from "./update-toast";
