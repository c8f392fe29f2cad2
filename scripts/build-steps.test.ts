// `npm start` builds only what changed: the change detection of build-steps.mjs on a small tree of
// its own (steps whose "build" is a node one-liner that writes the output and counts its runs),
// and the real steps' inputs on this repository.
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  buildWhatChanged,
  fingerprint,
  inputFiles,
  plan,
  readStamps,
  STAMP_FILE,
  STEPS,
} from "./build-steps.mjs";

const repo = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

interface Step {
  name: string;
  what: string;
  inputs: string[];
  exclude?: string[];
  outputs: string[];
  command: string[];
}

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "encore-build-steps-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(relative: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), text);
}

/** A step whose build copies its source into its output and notes that it ran. */
function copyStep(name: string, extra: Partial<Step> = {}): Step {
  const script =
    `const fs = require("node:fs");` +
    `fs.mkdirSync("${name}/dist", { recursive: true });` +
    `fs.writeFileSync("${name}/dist/out.txt", fs.readFileSync("${name}/src/main.txt"));` +
    `fs.appendFileSync("runs.log", "${name}\\n");`;
  return {
    name,
    what: `the ${name}`,
    inputs: ["shared.txt", name],
    exclude: [`${name}/e2e`],
    outputs: [`${name}/dist/out.txt`],
    command: [process.execPath, "-e", script],
    ...extra,
  };
}

function runs(): string[] {
  try {
    return readFileSync(path.join(root, "runs.log"), "utf8").split("\n").filter(Boolean);
  } catch {
    return [];
  }
}

async function build(steps: Step[], force = false): Promise<{ ok: boolean; said: string[] }> {
  const said: string[] = [];
  const ok = await buildWhatChanged(root, { steps, force, say: (line: string) => said.push(line) });
  return { ok, said };
}

describe("fingerprint", () => {
  beforeEach(() => {
    write("shared.txt", "shared");
    write("app/src/main.txt", "one");
    write("app/src/main.test.ts", "a test");
    write("app/e2e/party.e2e.ts", "a browser test");
    write("app/dist/out.txt", "built");
    write("app/node_modules/x/index.js", "a package");
  });

  it("changes with an input's bytes, not with its modification time", () => {
    const step = copyStep("app");
    const before = fingerprint(root, step);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, "app/src/main.txt"), later, later);
    expect(fingerprint(root, step)).toBe(before);
    write("app/src/main.txt", "two");
    expect(fingerprint(root, step)).not.toBe(before);
  });

  it("changes when an input file is added, removed or renamed", () => {
    const step = copyStep("app");
    const before = fingerprint(root, step);
    write("app/src/extra.txt", "");
    const added = fingerprint(root, step);
    expect(added).not.toBe(before);
    rmSync(path.join(root, "app/src/extra.txt"));
    expect(fingerprint(root, step)).toBe(before);
    rmSync(path.join(root, "app/src/main.txt"));
    write("app/src/renamed.txt", "one");
    expect(fingerprint(root, step)).not.toBe(before);
  });

  it("ignores tests, excluded folders, outputs and installed packages", () => {
    const step = copyStep("app");
    expect(inputFiles(root, step).map((file: { relative: string }) => file.relative)).toEqual([
      "app/src/main.txt",
      "shared.txt",
    ]);
    const before = fingerprint(root, step);
    write("app/src/main.test.ts", "a changed test");
    write("app/e2e/party.e2e.ts", "a changed browser test");
    write("app/dist/out.txt", "rebuilt");
    write("app/node_modules/x/index.js", "an updated package");
    expect(fingerprint(root, step)).toBe(before);
  });

  it("counts a missing input, so its appearing later is a change", () => {
    const step = copyStep("app", { inputs: ["shared.txt", "app", "app.config.json"] });
    const before = fingerprint(root, step);
    write("app.config.json", "{}");
    expect(fingerprint(root, step)).not.toBe(before);
  });
});

describe("buildWhatChanged", () => {
  beforeEach(() => {
    write("shared.txt", "shared");
    write("screen/src/main.txt", "screen 1");
    write("remote/src/main.txt", "remote 1");
  });
  const steps = () => [copyStep("screen"), copyStep("remote")];

  it("builds everything the first time and nothing on a built tree", async () => {
    expect(plan(root, steps()).map((p: { reason: string | null }) => p.reason)).toEqual([
      "not built yet",
      "not built yet",
    ]);
    const first = await build(steps());
    expect(first.ok).toBe(true);
    expect(runs()).toEqual(["screen", "remote"]);
    expect(first.said[0]).toBe("Building the screen (not built yet)…");
    expect(first.said[1]).toMatch(/^Built the screen in \d+\.\d s\.$/);

    const second = await build(steps());
    expect(second).toEqual({ ok: true, said: [] });
    expect(runs()).toEqual(["screen", "remote"]);
  });

  it("builds only the step whose input changed, and every step for a shared input", async () => {
    await build(steps());
    write("remote/src/main.txt", "remote 2");
    const changed = await build(steps());
    expect(changed.said[0]).toBe("Building the remote (changed since the last build)…");
    expect(runs()).toEqual(["screen", "remote", "remote"]);
    expect(readFileSync(path.join(root, "remote/dist/out.txt"), "utf8")).toBe("remote 2");

    write("shared.txt", "shared 2");
    await build(steps());
    expect(runs()).toEqual(["screen", "remote", "remote", "screen", "remote"]);
  });

  it("builds again when an output is gone or another command rewrote it", async () => {
    await build(steps());
    rmSync(path.join(root, "screen/dist"), { recursive: true });
    expect((await build(steps())).said[0]).toBe("Building the screen (not built yet)…");

    // e.g. `vite build` run by hand: from which sources is unknown.
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, "remote/dist/out.txt"), later, later);
    expect((await build(steps())).said[0]).toBe(
      "Building the remote (built by another command since)…",
    );
    expect(runs()).toEqual(["screen", "remote", "screen", "remote"]);
    expect((await build(steps())).said).toEqual([]);
  });

  it("builds what it has no record of, and everything when forced", async () => {
    await build(steps());
    rmSync(path.join(root, STAMP_FILE));
    expect((await build(steps())).said[0]).toBe(
      "Building the screen (no record of its last build)…",
    );
    const forced = await build(steps(), true);
    expect(forced.said.filter((line) => line.startsWith("Building"))).toEqual([
      "Building the screen…",
      "Building the remote…",
    ]);
  });

  it("stops at a failed build, keeping the record of the builds before it", async () => {
    const failing = copyStep("remote", {
      command: [process.execPath, "-e", "process.exit(3)"],
    });
    const result = await build([copyStep("screen"), failing]);
    expect(result.ok).toBe(false);
    expect(result.said.at(-1)).toBe(
      "Building the remote failed (exit code 3); the errors are above.",
    );
    expect(Object.keys(readStamps(root))).toEqual(["screen"]);
    // Fixed, the next start builds the remote only.
    await build(steps());
    expect(runs()).toEqual(["screen", "remote"]);
  });

  it("treats a damaged record as none", async () => {
    await build(steps());
    appendFileSync(path.join(root, STAMP_FILE), "garbage");
    expect(readStamps(root)).toEqual({});
    await build(steps());
    expect(runs()).toEqual(["screen", "remote", "screen", "remote"]);
  });
});

describe("the real steps", () => {
  const files = (name: string) =>
    new Set(
      inputFiles(
        repo,
        STEPS.find((step: Step) => step.name === name),
      ).map((file: { relative: string }) => file.relative),
    );

  it("build the cloud from its sources and the shared code, not from tests", () => {
    const cloud = files("cloud");
    for (const input of ["cloud/src/main.ts", "shared/src/index.ts", "cloud/tsconfig.json"]) {
      expect(cloud).toContain(input);
    }
    expect(cloud).toContain("package-lock.json");
    expect([...cloud].some((file) => file.endsWith(".test.ts"))).toBe(false);
    expect([...cloud].some((file) => file.startsWith("cloud/src/test-support/"))).toBe(false);
    expect([...cloud].some((file) => file.startsWith("screen/"))).toBe(false);
  });

  it.each(["screen", "remote"])(
    "build the %s from its page, config, sources, shared code and Vite plugins",
    (app) => {
      const inputs = files(app);
      for (const input of [
        `${app}/index.html`,
        `${app}/vite.config.ts`,
        `${app}/src/main.tsx`,
        "shared/src/index.ts",
        "build/vite/precompress.ts",
        "package-lock.json",
      ]) {
        expect(inputs).toContain(input);
      }
      expect([...inputs].some((file) => file.startsWith("shared/web/"))).toBe(true);
      expect([...inputs].some((file) => file.startsWith(`${app}/public/`))).toBe(true);
      expect([...inputs].some((file) => file.startsWith(`${app}/e2e/`))).toBe(false);
      expect([...inputs].some((file) => file.startsWith(`${app}/dist/`))).toBe(false);
      expect([...inputs].some((file) => /\.test\.tsx?$/.test(file))).toBe(false);
    },
  );
});
