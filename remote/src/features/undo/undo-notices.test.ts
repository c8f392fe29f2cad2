import type { UndoOffer } from "@encore/shared";
import { UNDO_WINDOW_MS } from "@encore/web/session/session-reducer";
import { beforeAll, describe, expect, it } from "vitest";
import { speak } from "../../../../shared/web/i18n/test-language";
import { undoNotices, undoText } from "./undo-notices";

const song = (queueId: string, name: string, singer: string) => ({
  queue_id: queueId,
  title: "Wonderwall (Karaoke Version)",
  artist: "Oasis",
  name,
  singer,
});
const offer = (action: UndoOffer["action"], change: Partial<UndoOffer> = {}): UndoOffer => ({
  undo_id: `u-${action}`,
  action,
  by: { name: "Ben", singer: "s-ben" },
  songs: [song("q1", "Ana", "s-ana")],
  ...change,
});
const ana = { singers: ["s-ana"], names: ["Ana"] };
const ben = { singers: ["s-ben"], names: ["Ben"] };
const cy = { singers: ["s-cy"], names: ["Cy"] };

beforeAll(() => speak("en"));

describe("who is told of a song taken", () => {
  it("tells the owner who took it, with Undo", () => {
    expect(undoText(offer("remove"), ana)).toBe("Ben removed your song");
    expect(undoText(offer("skip"), ana)).toBe("Ben skipped your song");
    expect(undoText(offer("remove_singer"), ana)).toBe("Ben removed your songs");
  });

  it("names the TV when the TV took it", () => {
    const tv = { by: { name: "" } };
    expect(undoText(offer("remove", tv), ana)).toBe("The TV removed your song");
    expect(undoText(offer("skip", tv), ana)).toBe("The TV skipped your song");
    expect(undoText(offer("remove_singer", tv), ana)).toBe("The TV removed your songs");
  });

  it("tells the one who took it what they took", () => {
    expect(undoText(offer("remove"), ben)).toBe("Removed Wonderwall");
    expect(undoText(offer("skip"), ben)).toBe("Skipped Wonderwall");
    expect(undoText(offer("remove_singer"), ben)).toBe("Removed Ana from the party");
  });

  it("tells nobody else", () => {
    expect(undoText(offer("remove"), cy)).toBeNull();
    // Another guest also called Ana is another singer.
    expect(undoText(offer("remove"), { singers: ["s-other"], names: ["Ana"] })).toBeNull();
  });

  it("tells every phone of a cleared queue", () => {
    const clear = offer("clear_queue", { by: { name: "" }, songs: [song("q1", "Ana", "s-ana")] });
    expect(undoText(clear, cy)).toBe("Queue cleared");
    expect(undoText(offer("clear_all"), ana)).toBe("Queue cleared");
  });
});

describe("the notices", () => {
  const held = [
    { offer: offer("remove"), at: 1_000 },
    { offer: offer("clear_queue"), at: 5_000 },
  ];

  it("last the offer's window", () => {
    expect(undoNotices(held, 1_000, ana).map((notice) => notice.text)).toEqual([
      "Ben removed your song",
      "Queue cleared",
    ]);
    expect(undoNotices(held, 1_000 + UNDO_WINDOW_MS, ana)).toEqual([
      { undoId: "u-clear_queue", text: "Queue cleared", until: 5_000 + UNDO_WINDOW_MS },
    ]);
    expect(undoNotices(held, 5_000 + UNDO_WINDOW_MS, ana)).toEqual([]);
  });

  it("go at once when this phone answered one", () => {
    const notices = undoNotices(held, 2_000, ana, new Set(["u-remove"]));
    expect(notices.map((notice) => notice.undoId)).toEqual(["u-clear_queue"]);
  });
});
