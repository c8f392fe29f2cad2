import { describe, expect, it } from "vitest";
import { searchQuerySchema, songListQuerySchema, songsQuerySchema } from "./queries.js";

describe("catalogue query schemas", () => {
  it("applies defaults", () => {
    expect(songsQuerySchema.parse({})).toEqual({ limit: 70, offset: 0 });
    expect(searchQuerySchema.parse({ q: "abba" })).toEqual({ q: "abba", limit: 200, offset: 0 });
    expect(songListQuerySchema.parse({})).toEqual({ limit: 10 });
  });

  it("parses numbers given as text", () => {
    expect(songsQuerySchema.parse({ limit: "1000", offset: "70" })).toMatchObject({
      limit: 1000,
      offset: 70,
    });
  });

  it.each([["-1"], ["0"], ["1001"], ["1.5"], ["abc"], ["1e3"], [""], ["99999999999"]])(
    "refuses limit %j",
    (limit) => {
      expect(songsQuerySchema.safeParse({ limit }).success).toBe(false);
    },
  );

  it("refuses repeated parameters and a missing q", () => {
    expect(songsQuerySchema.safeParse({ limit: ["1", "2"] }).success).toBe(false);
    expect(searchQuerySchema.safeParse({}).success).toBe(false);
    expect(songListQuerySchema.safeParse({ limit: "51" }).success).toBe(false);
  });
});
