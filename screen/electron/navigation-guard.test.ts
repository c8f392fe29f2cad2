import { describe, expect, it } from "vitest";
import { isAllowedNavigation, isCloudUrl, isVideoEmbed, originOf } from "./navigation-guard.js";

const cloud = "http://localhost:8080";

describe("navigation guard: by parsed origin, never by prefix", () => {
  it("lets the cloud's own pages through", () => {
    expect(isCloudUrl("http://localhost:8080/session/ABC234/player", cloud)).toBe(true);
    expect(isCloudUrl("http://LOCALHOST:8080/", cloud)).toBe(true);
  });

  it.each([
    "http://localhost:8080.evil.com/",
    "http://localhost:8080@evil.com/",
    "http://localhost:80801/",
    "https://localhost:8080/",
    "http://localhost:9090/",
    "http://evil.com/http://localhost:8080/",
    "file:///etc/passwd",
    "javascript:alert(1)",
    "data:text/html,hi",
    "not a url",
  ])("refuses %s", (url) => {
    expect(isCloudUrl(url, cloud)).toBe(false);
    expect(isAllowedNavigation(url, cloud)).toBe(false);
  });

  it("allows the video platform's embed only, in frames", () => {
    expect(isVideoEmbed("https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1")).toBe(true);
    expect(isVideoEmbed("https://www.youtube-nocookie.com/embed/x")).toBe(true);
    expect(isVideoEmbed("https://www.youtube.com/watch?v=x")).toBe(false);
    expect(isVideoEmbed("http://www.youtube.com/embed/x")).toBe(false);
    expect(isVideoEmbed("https://www.youtube.com.evil.com/embed/x")).toBe(false);
    expect(isAllowedNavigation("https://www.youtube.com/embed/x", cloud)).toBe(true);
  });

  it("has no origin for opaque addresses", () => {
    expect(originOf("data:text/html,x")).toBeNull();
    expect(originOf("nonsense")).toBeNull();
  });
});
