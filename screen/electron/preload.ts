// The preload, bundled into one CommonJS file (a sandboxed preload can require only `electron`).
import * as electron from "electron";
import type { ElectronRenderer } from "./electron-api.js";
import { exposeBridges } from "./bridge.js";

// The page's address (a sandboxed preload runs with the DOM; this tsconfig has no DOM types).
declare const location: { href: string };

exposeBridges(electron as unknown as ElectronRenderer, process.argv, location.href);
