import type { AdminImportState } from "@encore/shared";
import { describe, expect, it } from "vitest";
import { importPercent, skippedByReason } from "./import-progress-rules";

const running: AdminImportState = {
  id: 1,
  kind: "manual",
  status: "running",
  started_at: "2026-11-26T10:00:00.000Z",
  finished_at: null,
  channels: { done: 1, total: 4 },
  current: "@singking",
  videos_seen: 120,
  songs_kept: 100,
  skipped: { not_embeddable: 3, region: 0, not_karaoke: 12, medley: 5, other: 0 },
  songs_added: 100,
  songs_hidden: 0,
  error: null,
};

describe("an import's progress", () => {
  it("counts the channel being read as half done", () => {
    expect(importPercent(running)).toBe(38);
    expect(importPercent({ ...running, current: null })).toBe(25);
    expect(importPercent({ ...running, channels: { done: 0, total: 0 }, current: null })).toBe(0);
  });
  it("is full once the import ended, done or failed", () => {
    expect(importPercent({ ...running, status: "done" })).toBe(100);
    expect(importPercent({ ...running, status: "failed" })).toBe(100);
  });
  it("lists the skipped videos' reasons, commonest first, none of the empty ones", () => {
    expect(skippedByReason(running)).toEqual([
      { reason: "not_karaoke", count: 12 },
      { reason: "medley", count: 5 },
      { reason: "not_embeddable", count: 3 },
    ]);
  });
});
