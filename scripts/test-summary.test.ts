// npm test's summary (scripts/test-summary.mjs): Playwright's report counted with flaky tests
// named, the final line's counts, and the box naming what a run left out.
import { describe, expect, it } from "vitest";
import {
  box,
  lastTotalLine,
  leftOutBox,
  playwrightCounts,
  summaryLines,
  totalLine,
} from "./test-summary.mjs";

const report = {
  suites: [
    {
      title: "party.e2e.ts",
      file: "party.e2e.ts",
      specs: [
        { title: "joins", file: "party.e2e.ts", tests: [{ status: "expected" }] },
        { title: "reloads", file: "party.e2e.ts", tests: [{ status: "flaky" }] },
        { title: "later", file: "party.e2e.ts", tests: [{ status: "skipped" }] },
      ],
      suites: [
        {
          title: "queue",
          file: "party.e2e.ts",
          specs: [
            { title: "moves", file: "party.e2e.ts", tests: [{ status: "unexpected" }] },
            { title: "clears", file: "party.e2e.ts", tests: [{ status: "flaky" }] },
          ],
        },
      ],
    },
  ],
};

describe("playwrightCounts", () => {
  it("counts each test once and names the flaky ones with their describe titles", () => {
    expect(playwrightCounts(report)).toEqual({
      passed: 1,
      failed: 1,
      skipped: 1,
      flaky: ["party.e2e.ts › reloads", "party.e2e.ts › queue › clears"],
    });
  });

  it("counts nothing in an empty report", () => {
    expect(playwrightCounts({})).toEqual({ passed: 0, failed: 0, skipped: 0, flaky: [] });
  });
});

describe("totalLine", () => {
  it("starts with `N passed, N failed` and says the skipped", () => {
    const line = totalLine([
      { label: "lint", passed: 1, failed: 0, skipped: 0 },
      { label: "unit", passed: 40, failed: 2, skipped: 3 },
    ]);
    expect(line).toBe("41 passed, 2 failed, 3 skipped");
    expect(line).toMatch(/^(\d+) passed, (\d+) failed\b/);
  });

  it("counts flaky tests apart and names them", () => {
    expect(
      totalLine([
        { label: "browser:screen", passed: 5, failed: 0, skipped: 0, flaky: ["a › b"] },
        { label: "browser:remote", passed: 2, failed: 0, skipped: 1, flaky: ["c", "d"] },
      ]),
    ).toBe("7 passed, 0 failed, 1 skipped, 3 flaky (a › b; c; d)");
  });
});

describe("box", () => {
  it("pads every line to the longest", () => {
    expect(box(["a", "abc"])).toEqual(["┏━━━━━┓", "┃ a   ┃", "┃ abc ┃", "┗━━━━━┛"]);
  });
});

describe("leftOutBox", () => {
  it("is empty when nothing was left out", () => {
    expect(leftOutBox([], { required: false })).toEqual([]);
  });

  it("names each left-out part inside a box, and says when that fails the run", () => {
    const lines = leftOutBox(["Redis not reachable"], { required: true });
    expect(lines[0]).toMatch(/^┏━+┓$/);
    expect(lines.at(-1)).toMatch(/^┗━+┛$/);
    expect(lines.join("\n")).toContain("counts as a failure");
    expect(lines.join("\n")).toContain("- Redis not reachable");
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it("without the requirement, only says what was not tested", () => {
    expect(leftOutBox(["x"], { required: false }).join("\n")).not.toContain("failure");
  });

  it("never calls what the caller chose to leave out a failure, even where services are required", () => {
    const lines = leftOutBox([], { required: true, chosen: ["the browser suites"] }).join("\n");
    expect(lines).toContain("- the browser suites");
    expect(lines).not.toContain("failure");
    const both = leftOutBox(["Redis missing"], { required: true, chosen: ["the browser suites"] });
    expect(both.join("\n")).toContain("- Redis missing (failure)");
    expect(both.find((line) => line.includes("browser"))).not.toContain("failure");
  });
});

describe("summaryLines", () => {
  it("has a line per suite, flaky names under theirs, the box, and the total last", () => {
    const lines = summaryLines(
      [
        { label: "lint", passed: 1, failed: 0, skipped: 0, seconds: "2.0" },
        { label: "redis", passed: 0, failed: 1, skipped: 0, note: "1 failed: Redis missing" },
        { label: "browser:screen", passed: 3, failed: 0, skipped: 0, flaky: ["t"] },
      ],
      ["Redis missing"],
      { required: true },
    );
    expect(lines[1]).toBe(`  ${"lint".padEnd(20)} 1 passed, 0 failed, 0 skipped (2.0s)`);
    expect(lines[2]).toBe(`  ${"redis".padEnd(20)} 1 failed: Redis missing`);
    expect(lines[3]).toContain("1 flaky test (passed on retry)");
    expect(lines[4]).toContain("flaky: t");
    expect(lines.slice(5, -1)).toEqual(leftOutBox(["Redis missing"], { required: true }));
    expect(lines.at(-1)).toBe("4 passed, 1 failed, 0 skipped, 1 flaky (t)");
  });
});

describe("lastTotalLine", () => {
  it("reads back what totalLine wrote, flaky names included", () => {
    const suites = [
      { label: "a", passed: 7, failed: 1, skipped: 2, flaky: ["screen/e2e/x.e2e.ts › y", "z"] },
    ];
    expect(lastTotalLine(`noise\n${totalLine(suites)}\n`)).toEqual({
      passed: 7,
      failed: 1,
      skipped: 2,
      flaky: ["screen/e2e/x.e2e.ts › y", "z"],
    });
  });

  it("takes the last such line, an older `N passed, N failed` too, and null when none", () => {
    expect(lastTotalLine("1 passed, 0 failed, 0 skipped\n3 passed, 1 failed\n")).toEqual({
      passed: 3,
      failed: 1,
      skipped: 0,
      flaky: [],
    });
    expect(lastTotalLine("  lint 1 passed, 0 failed\nno summary")).toBeNull();
  });
});
