import { describe, expect, it } from "vitest";
import { checkCloudUrl, DEFAULT_CLOUD_URL } from "./cloud-url.js";

describe("checkCloudUrl (the first-run page's field)", () => {
  it("takes the default, and addresses on the LAN with or without a scheme", () => {
    expect(checkCloudUrl(DEFAULT_CLOUD_URL)).toEqual({
      ok: true,
      url: "http://localhost:8080",
      origin: "http://localhost:8080",
    });
    expect(checkCloudUrl(" 192.168.1.20:8080/ ")).toMatchObject({
      ok: true,
      url: "http://192.168.1.20:8080",
    });
    expect(checkCloudUrl("https://karaoke.example.org/party/")).toMatchObject({
      ok: true,
      url: "https://karaoke.example.org/party",
      origin: "https://karaoke.example.org",
    });
  });

  it.each([
    ["", "Enter the cloud's address"],
    ["   ", "Enter the cloud's address"],
    ["ftp://host", "http:// or https://"],
    ["file:///etc/passwd", "http:// or https://"],
    ["javascript://alert(1)", "http:// or https://"],
    ["http://user:secret@host:8080", "user name or password"],
    ["http://host:8080/?next=evil", "query"],
    ["http://host:8080/#x", "fragment"],
    ["http://exa mple.com", "is not an address"],
    ["http://host:99999", "is not an address"],
  ])("refuses %j", (input, message) => {
    const result = checkCloudUrl(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});
