// A Vite plugin both web apps use: every text file of the build is also written as `.br` and
// `.gz`, which the cloud sends to browsers that take them (cloud/src/web/static-files.ts). It runs
// after every other plugin's output (the remote's service worker included).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const TEXT = /\.(js|css|html|svg|json|webmanifest|txt)$/;
/** Smaller files gain nothing worth a second request path. */
const SMALLEST = 512;

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesBelow(full) : [full];
  });
}

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "encore-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: "post",
      handler() {
        for (const file of filesBelow(outDir)) {
          if (!TEXT.test(file)) continue;
          const body = readFileSync(file);
          if (body.length < SMALLEST) continue;
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}
