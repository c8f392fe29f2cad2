// The installers' config, checked offline: electron-builder packs the staged app for
// `--linux dir` with `electronDist` pointed at a stub folder (the real Electron cannot be
// downloaded here), which loads and validates the whole config against its schema, Windows and
// macOS sections included. The installers themselves are built on a connected machine.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const buildDir = path.join(root, "build");
const builder = path.join(root, "node_modules", ".bin", "electron-builder");
const config = JSON.parse(
  readFileSync(path.join(buildDir, "electron-builder.json"), "utf8"),
) as Record<string, unknown>;
let scratch: string;

function runBuilder(...extra: string[]) {
  const stub = path.join(scratch, "electron-stub");
  return spawnSync(
    builder,
    [
      "--config",
      "electron-builder.json",
      "--linux",
      "dir",
      "--publish",
      "never",
      `-c.electronDist=${stub}`,
      ...extra,
    ],
    { cwd: buildDir, encoding: "utf8", timeout: 240_000, env: { ...process.env, CI: "true" } },
  );
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), "encore-builder-"));
  const stub = path.join(scratch, "electron-stub");
  mkdirSync(path.join(stub, "resources"), { recursive: true });
  writeFileSync(path.join(stub, "electron"), "#!/bin/sh\necho stub\n");
  chmodSync(path.join(stub, "electron"), 0o755);
  writeFileSync(path.join(stub, "version"), String(config.electronVersion));
  const { stageApp } = (await import(path.join(buildDir, "scripts", "stage-app.mjs"))) as {
    stageApp(outDir?: string): Promise<string>;
  };
  await stageApp();
}, 120_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the installers' config", () => {
  it("names every target the issue asks for, with an exact Electron version", () => {
    expect(config.electronVersion).toMatch(/^\d+\.\d+\.\d+$/);
    const linux = config.linux as { target: Array<{ target: string; arch: string[] }> };
    expect(linux.target).toEqual([
      { target: "AppImage", arch: ["x64", "arm64"] },
      { target: "deb", arch: ["x64", "arm64"] },
    ]);
    expect((config.win as { target: Array<{ target: string }> }).target[0]?.target).toBe("nsis");
    expect((config.mac as { target: Array<{ target: string }> }).target[0]?.target).toBe("dmg");
  });

  it("packs the staged app with electron-builder --linux dir (offline, stub Electron)", () => {
    if (!existsSync(builder))
      throw new Error(`electron-builder is not installed at ${builder}: run npm install`);
    const output = path.join(scratch, "out");
    const result = runBuilder(`-c.directories.output=${output}`);
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    const unpacked = path.join(output, "linux-unpacked");
    expect(existsSync(path.join(unpacked, "encore"))).toBe(true);
    const require = createRequire(import.meta.url);
    const asar = require("@electron/asar") as {
      listPackage(file: string, options: object): string[];
    };
    const files = asar
      .listPackage(path.join(unpacked, "resources", "app.asar"), {})
      .map((f) => f.replaceAll("\\", "/"));
    expect(files).toEqual(
      expect.arrayContaining([
        "/main.cjs",
        "/preload.cjs",
        "/package.json",
        "/pages/settings.html",
        "/pages/offline.html",
      ]),
    );
    const appPackage = JSON.parse(
      readFileSync(path.join(buildDir, "dist", "app", "package.json"), "utf8"),
    );
    expect(appPackage).toMatchObject({
      main: "main.cjs",
      homepage: expect.any(String),
      author: { email: expect.any(String) },
    });
    expect(appPackage.dependencies).toBeUndefined();
    const preload = readFileSync(path.join(buildDir, "dist", "app", "preload.cjs"), "utf8");
    expect([...new Set(preload.match(/require\("[^"]+"\)/g))]).toEqual(['require("electron")']);
  }, 240_000);

  it("is checked against electron-builder's schema (a misspelt option fails)", () => {
    const result = runBuilder(
      `-c.directories.output=${path.join(scratch, "bad")}`,
      "-c.nsis.oneClik=false",
    );
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toMatch(/oneClik/);
  }, 240_000);
});
