import { describe, expect, it } from "vitest";
import { NO_TOKENS, readSessionTokens, writeSessionTokens } from "./session-tokens";

describe("a screen's stored tokens", () => {
  it("are read back for their session", () => {
    const raw = writeSessionTokens("ABC234", { screen_token: "s1", join_token: "j1" });
    expect(readSessionTokens(raw, "ABC234")).toEqual({ screen_token: "s1", join_token: "j1" });
  });

  it("are none for another session, or when missing or unreadable", () => {
    const raw = writeSessionTokens("ABC234", { screen_token: "s1", join_token: "j1" });
    expect(readSessionTokens(raw, "XYZ789")).toEqual(NO_TOKENS);
    expect(readSessionTokens(null, "ABC234")).toEqual(NO_TOKENS);
    expect(readSessionTokens("{", "ABC234")).toEqual(NO_TOKENS);
    expect(readSessionTokens('{"code":"ABC234","screen_token":5}', "ABC234")).toEqual(NO_TOKENS);
  });
});
