#!/usr/bin/env node
// `npm start`: builds only what changed since the last build (build-steps.mjs; on a built tree,
// nothing), then runs the cloud in this same process, so no second Node.js has to start.
import module from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildWhatChanged } from "./build-steps.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
if (!(await buildWhatChanged(root))) process.exit(1);
// Node's compile cache keeps V8's compiled code of the cloud and its packages between starts, so
// later starts skip compiling them (docs/performance.md, Start). NODE_DISABLE_COMPILE_CACHE=1
// turns it off.
module.enableCompileCache?.(path.join(root, "node_modules/.cache/encore/compile-cache"));
await import(pathToFileURL(path.join(root, "cloud/dist/main.js")).href);
