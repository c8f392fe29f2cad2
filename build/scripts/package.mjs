// `npm run package`: the installers for this machine's platform (or those named after `--`,
// e.g. `npm run package -- --linux AppImage deb --x64 --arm64`). `npm run package:dir` builds the
// unpacked app only. Needs the network the first time: electron-builder downloads Electron and
// its tools (AppImage, NSIS …) into its cache.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { makeIcons } from "./make-icons.mjs";
import { stageApp } from "./stage-app.mjs";

const buildDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const dirOnly = args.includes("--dir");
const passed = args.filter((arg) => arg !== "--dir");

await stageApp();
await makeIcons();
const builder = path.join(
  buildDir,
  "..",
  "node_modules",
  ".bin",
  process.platform === "win32" ? "electron-builder.cmd" : "electron-builder",
);
const result = spawnSync(
  builder,
  [
    "--config",
    "electron-builder.json",
    "--publish",
    "never",
    ...(dirOnly ? ["--dir"] : []),
    ...passed,
  ],
  { cwd: buildDir, stdio: "inherit", shell: process.platform === "win32" },
);
process.exit(result.status ?? 1);
