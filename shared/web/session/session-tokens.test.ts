import { describe, expect, it } from "vitest";
import {
  leftSession,
  NO_TOKENS,
  readLeftSession,
  readSessionTokens,
  writeSessionTokens,
} from "./session-tokens";

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

describe("the party a screen left", () => {
  it("is named by its code and screen token, and read back", () => {
    const left = leftSession("ABC234", { screen_token: "s".repeat(22), join_token: "j" });
    expect(left).toEqual({ code: "ABC234", screen_token: "s".repeat(22) });
    expect(readLeftSession(JSON.stringify(left))).toEqual(left);
  });

  it("is none without a screen token, or when what is stored is unreadable", () => {
    expect(leftSession("ABC234", { screen_token: null, join_token: "j" })).toBeNull();
    expect(readLeftSession(null)).toBeNull();
    expect(readLeftSession("{")).toBeNull();
    expect(readLeftSession(JSON.stringify({ code: "ABC234" }))).toBeNull();
  });
});
