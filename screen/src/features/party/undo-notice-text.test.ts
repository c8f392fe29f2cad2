import type { UndoOffer } from "@encore/shared";
import { describe, expect, it } from "vitest";
import { shownUndo, undoNoticeText } from "./undo-notice-text";

const song = { queue_id: "q1", title: "Halo", artist: "Beyoncé", name: "Ana" };
const offer = (action: UndoOffer["action"], name = "Ben"): UndoOffer => ({
  undo_id: `u-${action}`,
  action,
  by: { name },
  songs: [song],
});

describe("undoNoticeText", () => {
  it("says Queue cleared for a cleared queue or party", () => {
    expect(undoNoticeText(offer("clear_queue"))).toEqual({
      key: "screen.undo.cleared",
      byTheTv: false,
    });
    expect(undoNoticeText(offer("clear_all", ""))?.key).toBe("screen.undo.cleared");
  });

  it("names who removed or skipped which song", () => {
    expect(undoNoticeText(offer("remove"))).toEqual({
      key: "screen.undo.removed",
      values: { name: "Ben", title: "Halo" },
      byTheTv: false,
    });
    expect(undoNoticeText(offer("skip"))?.key).toBe("screen.undo.skipped");
  });

  it("an empty name is the TV itself", () => {
    expect(undoNoticeText(offer("skip", ""))?.byTheTv).toBe(true);
  });

  it("offers nothing for a removed singer", () => {
    expect(undoNoticeText(offer("remove_singer"))).toBeNull();
  });
});

describe("shownUndo", () => {
  it("shows the newest offer the TV has words for", () => {
    const first = { offer: offer("remove"), at: 1 };
    const second = { offer: offer("clear_all"), at: 2 };
    const singer = { offer: offer("remove_singer"), at: 3 };
    expect(shownUndo([first, second, singer])).toBe(second);
    expect(shownUndo([singer])).toBeNull();
    expect(shownUndo([])).toBeNull();
  });
});
