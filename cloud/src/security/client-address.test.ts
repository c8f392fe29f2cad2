import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { addressKey, clientAddress, ownOrigin } from "./client-address.js";

function request(headers: Record<string, string>, remoteAddress = "10.0.0.9", encrypted = false) {
  return { headers, socket: { remoteAddress, encrypted } } as unknown as IncomingMessage;
}

describe("clientAddress", () => {
  it("ignores X-Forwarded-For without a trusted proxy: a client can write anything there", () => {
    expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4" }), false)).toBe("10.0.0.9");
  });

  it("takes the entry the proxy wrote (the last) behind a trusted proxy", () => {
    const forged = request({ "x-forwarded-for": "6.6.6.6, 1.2.3.4" });
    expect(clientAddress(forged, true)).toBe("1.2.3.4");
    expect(clientAddress(request({}), true)).toBe("10.0.0.9");
  });
});

describe("ownOrigin", () => {
  it("is the Host the request came to, by the connection's scheme", () => {
    expect(ownOrigin(request({ host: "party.example:8080" }), false)).toBe(
      "http://party.example:8080",
    );
    expect(ownOrigin(request({ host: "party.example" }, "1.1.1.1", true), false)).toBe(
      "https://party.example",
    );
  });

  it("reads the forwarded scheme and host only behind a trusted proxy", () => {
    const proxied = request({
      host: "10.0.0.2:8080",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "encore.example",
    });
    expect(ownOrigin(proxied, true)).toBe("https://encore.example");
    expect(ownOrigin(proxied, false)).toBe("http://10.0.0.2:8080");
  });
});

describe("addressKey", () => {
  it("counts IPv4 by itself, also when mapped into IPv6", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts IPv6 by its /64, whatever the host half", () => {
    const a = addressKey("2001:db8:1:2:aaaa::1");
    expect(a).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe(a);
    expect(addressKey("2001:db8:1:3::1")).not.toBe(a);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });
});
