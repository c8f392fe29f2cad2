import { describe, expect, it } from "vitest";
import { isJoinLimited, joinTokenFromSearch } from "./join-token.js";

describe("the join address's token", () => {
  it("is read from ?t=", () => {
    expect(joinTokenFromSearch("?t=Zx8_-q")).toBe("Zx8_-q");
    expect(joinTokenFromSearch("t=abc&utm=x")).toBe("abc");
  });

  it.each(["", "?", "?t=", "?token=abc", "?t=a%20b", "?t=a.b", `?t=${"a".repeat(129)}`])(
    "%s holds none",
    (search) => {
      expect(joinTokenFromSearch(search)).toBeNull();
    },
  );
});

describe("the cloud's refusal of a client out of guesses", () => {
  it("is told from other errors by its code, whatever the message says", () => {
    expect(isJoinLimited({ code: "too_many_wrong_codes", message: "anything" })).toBe(true);
    expect(
      isJoinLimited({ code: "session_not_found", message: "Session not found or expired" }),
    ).toBe(false);
  });

  it("is told by its message from a cloud older than the codes", () => {
    const message = "Too many wrong session codes; try again in 42 minutes";
    expect(isJoinLimited({ message })).toBe(true);
    expect(isJoinLimited({ message: "Session not found or expired" })).toBe(false);
  });
});
