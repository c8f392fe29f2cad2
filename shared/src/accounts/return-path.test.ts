import { describe, expect, it } from "vitest";
import {
  isRemotePath,
  partyOfReturnPath,
  readReturnPath,
  returnPathForPage,
  returnPathOfState,
  returnPathSchema,
  stateWithReturnPath,
} from "./return-path.js";

describe("readReturnPath", () => {
  it.each([
    "/",
    "/session/ABC234",
    "/session/ABC234/player",
    "/remote/",
    "/remote/join/ABC234",
    "/remote/session/ABC234",
    "/remote/session/ABC234/me",
    "/remote/session/ABC234/queue",
  ])("keeps the apps' own path %s", (path) => {
    expect(readReturnPath(path)).toBe(path);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/remote/",
    "/\\evil.example",
    "http:/remote/",
    "/remote",
    "/remote/session/abc234/me",
    "/remote/session/ABC10I/me",
    "/remote/session/ABC234/me?next=https://evil.example",
    "/remote/session/ABC234/me#x",
    "/remote/session/ABC234/../../evil",
    "/remote/session/ABC234/unknown",
    "/verify-email",
    "/api/auth/logout",
    " /remote/",
    "",
    42,
    null,
    undefined,
    ["/remote/"],
  ])("drops anything else: %j", (value) => {
    expect(readReturnPath(value)).toBeUndefined();
    expect(returnPathSchema.parse(value)).toBeUndefined();
  });

  it("tells the remote's paths and their party", () => {
    expect(isRemotePath("/remote/session/ABC234/me")).toBe(true);
    expect(isRemotePath("/session/ABC234")).toBe(false);
    expect(partyOfReturnPath("/remote/session/ABC234/me")).toBe("ABC234");
    expect(partyOfReturnPath("/remote/join/ABC234")).toBe("ABC234");
    expect(partyOfReturnPath("/remote/")).toBeUndefined();
  });
});

describe("returnPathForPage", () => {
  it("on the remote, comes back to the page, its party, or the start", () => {
    expect(returnPathForPage("/remote/session/ABC234/me")).toBe("/remote/session/ABC234/me");
    expect(returnPathForPage("/remote/session/ABC234/songbook/pop%20hits")).toBe(
      "/remote/session/ABC234",
    );
    expect(returnPathForPage("/remote/join/ABC234")).toBe("/remote/join/ABC234");
    expect(returnPathForPage("/remote/")).toBe("/remote/");
    expect(returnPathForPage("/remote/somewhere/else")).toBe("/remote/");
  });

  it("on the screen, is nothing: the screen's links keep their own flow", () => {
    expect(returnPathForPage("/session/ABC234")).toBeUndefined();
    expect(returnPathForPage("/")).toBeUndefined();
    expect(returnPathForPage("/remote")).toBeUndefined();
  });
});

describe("a sign-in state with a return path", () => {
  it("carries the path after the random part and gives it back", () => {
    const state = stateWithReturnPath("r4nd0m-St4te_x", "/remote/session/ABC234/me");
    expect(state).toMatch(/^r4nd0m-St4te_x\.[A-Za-z0-9_-]+$/);
    expect(returnPathOfState(state)).toBe("/remote/session/ABC234/me");
  });

  it("stays the random state without a path or with a foreign one", () => {
    expect(stateWithReturnPath("r4nd0m", undefined)).toBe("r4nd0m");
    expect(stateWithReturnPath("r4nd0m", "https://evil.example/")).toBe("r4nd0m");
    expect(returnPathOfState("r4nd0m")).toBeUndefined();
    expect(returnPathOfState(null)).toBeUndefined();
  });

  it("ignores an edited state that names a foreign path or is not base64url", () => {
    const evil = btoa("//evil.example/").replace(/=+$/, "");
    expect(returnPathOfState(`r4nd0m.${evil}`)).toBeUndefined();
    expect(returnPathOfState("r4nd0m.%%%")).toBeUndefined();
  });
});
