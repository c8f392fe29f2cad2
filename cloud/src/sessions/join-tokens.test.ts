import { describe, expect, it } from "vitest";
import { issueTokens, offersToken, tokensOpen } from "./join-tokens.js";

describe("a session's tokens", () => {
  it("are new for every session, unguessable, and fit a QR code", () => {
    const issued = Array.from({ length: 50 }, () => issueTokens());
    const joins = new Set(issued.map((t) => t.join_token));
    const screens = new Set(issued.map((t) => t.screen_token));
    expect(joins.size).toBe(50);
    expect(screens.size).toBe(50);
    for (const tokens of issued) {
      expect(tokens.join_token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(tokens.screen_token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(tokens.join_token).not.toBe(tokens.screen_token);
      expect(tokens.stored.joinToken).toBe(tokens.join_token);
      // The screen token is stored as a hash only.
      expect(tokens.stored.screenTokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(tokens.stored)).not.toContain(tokens.screen_token);
    }
  });

  it("open a join with the join token or the screen token", () => {
    const { join_token, screen_token, stored } = issueTokens();
    expect(tokensOpen(stored, { token: join_token })).toBe(true);
    expect(tokensOpen(stored, { screen_token })).toBe(true);
    expect(tokensOpen(stored, { token: "wrong", screen_token })).toBe(true);
  });

  it("do not open a join with a wrong, swapped, another session's or no token", () => {
    const { join_token, screen_token, stored } = issueTokens();
    const other = issueTokens();
    expect(tokensOpen(stored, {})).toBe(false);
    expect(tokensOpen(stored, { token: "", screen_token: "" })).toBe(false);
    expect(tokensOpen(stored, { token: join_token.slice(0, -1) })).toBe(false);
    expect(tokensOpen(stored, { token: screen_token })).toBe(false);
    expect(tokensOpen(stored, { screen_token: join_token })).toBe(false);
    expect(tokensOpen(stored, { token: other.join_token })).toBe(false);
    expect(tokensOpen(null, { token: join_token })).toBe(false);
  });

  it("open nothing for a session stored before it had them", () => {
    const { join_token } = issueTokens();
    const none = { joinToken: null, screenTokenHash: null };
    expect(tokensOpen(none, { token: join_token, screen_token: join_token })).toBe(false);
  });

  it("are read only when a device offers one", () => {
    expect(offersToken({})).toBe(false);
    expect(offersToken({ token: "" })).toBe(false);
    expect(offersToken({ token: "x" })).toBe(true);
    expect(offersToken({ screen_token: "x" })).toBe(true);
  });
});
