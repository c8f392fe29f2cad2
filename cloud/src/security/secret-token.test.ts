import { describe, expect, it } from "vitest";
import { issueSecretToken, sameSecret, splitSecretToken, verifierMatches } from "./secret-token.js";

describe("secret tokens", () => {
  it("are random, URL-safe, and split back into id and verifier", () => {
    const a = issueSecretToken();
    const b = issueSecretToken();
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const parts = splitSecretToken(a.token);
    expect(parts?.id).toBe(a.id);
    expect(parts && verifierMatches(parts.verifier, a.verifierHash)).toBe(true);
  });

  it("store only a hash of the secret half", () => {
    const issued = issueSecretToken();
    const verifier = issued.token.split(".")[1] as string;
    expect(issued.verifierHash).not.toContain(verifier);
    expect(issued.verifierHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuse a wrong verifier and malformed tokens", () => {
    const issued = issueSecretToken();
    const other = issueSecretToken();
    const wrong = splitSecretToken(`${issued.id}.${other.token.split(".")[1]}`);
    expect(wrong && verifierMatches(wrong.verifier, issued.verifierHash)).toBe(false);
    for (const bad of ["", "abc", `${issued.token}x`, `${issued.id}`, "a.b", `${issued.token} `]) {
      expect(splitSecretToken(bad)).toBeNull();
    }
  });

  it("compare secrets by value", () => {
    expect(sameSecret("state-1", "state-1")).toBe(true);
    expect(sameSecret("state-1", "state-2")).toBe(false);
    expect(sameSecret("short", "a much longer value")).toBe(false);
  });
});
