import { describe, expect, it } from "vitest";
import { isScreenRoute, remoteJoinUrl, screenPaths } from "./screen-routes.js";

describe("screen routes", () => {
  it.each([
    "/",
    "/session/ABC234",
    "/session/ABC234/",
    "/session/ABC234/player",
    "/session/ABC234/songbook/pop-hits",
    "/session/ABC234/search",
    "/session/ABC234/settings",
    "/session/ABC234/feedback",
    "/auth/callback",
    "/verify-email",
    "/reset-password",
    "/privacy",
    "/terms",
    "/copyright",
  ])("%s is a route", (path) => {
    expect(isScreenRoute(path)).toBe(true);
  });

  it.each([
    "/nope",
    "/session",
    "/session/",
    "/session/A/B",
    "/session/ABC234/player/x",
    "/assets",
  ])("%s is not", (path) => {
    expect(isScreenRoute(path)).toBe(false);
  });

  it("builds paths and the join URL", () => {
    expect(screenPaths.player("ABC234")).toBe("/session/ABC234/player");
    expect(screenPaths.songbook("ABC234", "pop hits")).toBe("/session/ABC234/songbook/pop%20hits");
    expect(remoteJoinUrl("http://192.168.1.2:8080/", "ABC234")).toBe(
      "http://192.168.1.2:8080/remote/join/ABC234",
    );
    expect(remoteJoinUrl("https://karaoke.example", "ABC234", "aB3_-x")).toBe(
      "https://karaoke.example/remote/join/ABC234?t=aB3_-x",
    );
    expect(remoteJoinUrl("https://karaoke.example", "ABC234", null)).toBe(
      "https://karaoke.example/remote/join/ABC234",
    );
  });
});
