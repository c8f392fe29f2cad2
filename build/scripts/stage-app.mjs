// Stages the Electron app that electron-builder packs, in build/dist/app/: the main process and
// the preload bundled by esbuild into CommonJS files (a sandboxed preload must be one CommonJS
// file that requires only `electron`), the shell's own pages, and a package.json with no
// dependencies (nothing to install or rebuild for the target machine).
import { build } from "esbuild";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.dirname(here);
const root = path.dirname(buildDir);
const electronDir = path.join(root, "screen", "electron");

export async function stageApp(outDir = path.join(buildDir, "dist", "app")) {
  const rootPackage = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const common = {
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node22",
    external: ["electron"],
    logLevel: "warning",
    legalComments: "none",
  };
  await build({
    ...common,
    entryPoints: [path.join(electronDir, "main.ts")],
    outfile: path.join(outDir, "main.cjs"),
  });
  await build({
    ...common,
    entryPoints: [path.join(electronDir, "preload.ts")],
    outfile: path.join(outDir, "preload.cjs"),
  });
  cpSync(path.join(electronDir, "pages"), path.join(outDir, "pages"), { recursive: true });
  const appPackage = {
    name: "encore-kiosk",
    productName: "Encore",
    version: rootPackage.version,
    description: "Encore's kiosk shell: the party karaoke screen on a TV PC.",
    main: "main.cjs",
    license: rootPackage.license,
    // Placeholders until the project has a public home: the deb package requires both.
    homepage: "https://encore.example.org",
    author: { name: "Encore", email: "encore@example.org" },
  };
  writeFileSync(path.join(outDir, "package.json"), `${JSON.stringify(appPackage, null, 2)}\n`);
  return outDir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = await stageApp();
  console.log(`staged the kiosk app in ${path.relative(process.cwd(), out)}`);
}
