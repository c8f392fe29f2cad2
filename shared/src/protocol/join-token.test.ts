import { describe, expect, it } from "vitest";
import { isJoinLimitedMessage, joinTokenFromSearch } from "./join-token.js";

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
  it("is told from other errors", () => {
    expect(isJoinLimitedMessage("Too many wrong session codes; try again in 42 minutes")).toBe(
      true,
    );
    expect(isJoinLimitedMessage("Session not found or expired")).toBe(false);
  });
});
