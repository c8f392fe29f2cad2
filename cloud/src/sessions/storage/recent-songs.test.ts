import { describe, expect, it } from "vitest";
import { createRecentSongs } from "./recent-songs.js";

describe("recently read songs", () => {
  it("answers a song named by db_id or by code until it is too old", () => {
    let now = 0;
    const recent = createRecentSongs<string>(() => now, 10_000);
    recent.remember({ db_id: 7 }, "song 7");
    recent.remember({ id: "PL12" }, "song PL12");
    now = 10_000;
    expect(recent.get({ db_id: 7 })).toBe("song 7");
    expect(recent.get({ id: "PL12" })).toBe("song PL12");
    expect(recent.get({ db_id: 8 })).toBeUndefined();
    now = 10_001;
    expect(recent.get({ db_id: 7 })).toBeUndefined();
  });

  it("keeps a db_id and a code apart, the db_id first when both are given", () => {
    const recent = createRecentSongs<string>(() => 0);
    recent.remember({ db_id: 12, id: "PL12" }, "by db_id");
    expect(recent.get({ db_id: 12 })).toBe("by db_id");
    expect(recent.get({ id: "PL12" })).toBeUndefined();
  });

  it("forgets the oldest entry past its size", () => {
    const recent = createRecentSongs<number>(() => 0, 10_000, 2);
    recent.remember({ db_id: 1 }, 1);
    recent.remember({ db_id: 2 }, 2);
    recent.get({ db_id: 1 });
    recent.remember({ db_id: 3 }, 3);
    expect(recent.get({ db_id: 1 })).toBeUndefined();
    expect(recent.get({ db_id: 2 })).toBe(2);
    expect(recent.get({ db_id: 3 })).toBe(3);
  });
});
