import type { networkInterfaces } from "node:os";
import { describe, expect, it } from "vitest";
import { allowedHosts, hostRefusedMessage, parseHost } from "./allowed-hosts.js";

type Interfaces = ReturnType<typeof networkInterfaces>;

function nic(address: string, family: "IPv4" | "IPv6", internal = false) {
  return { address, family, internal, netmask: "", mac: "", cidr: null, scopeid: 0 } as never;
}

const LAN: Interfaces = {
  lo: [nic("127.0.0.1", "IPv4", true), nic("::1", "IPv6", true)],
  wlan0: [nic("192.168.1.20", "IPv4"), nic("fe80::1", "IPv6"), nic("2001:db8::20", "IPv6")],
};

function hosts(extra: string[] = [], interfaces: () => Interfaces = () => LAN) {
  return allowedHosts({
    publicUrl: "https://karaoke.example.com",
    extra,
    interfaces,
    machineName: "LivingRoom-PC",
  });
}

describe("parseHost", () => {
  it("reads host and host:port as browsers write them", () => {
    expect(parseHost("Encore.LAN:8080")).toEqual({ hostname: "encore.lan", port: "8080" });
    expect(parseHost("[0:0::1]")).toEqual({ hostname: "[::1]", port: undefined });
    expect(parseHost("example.com:80")).toEqual({ hostname: "example.com", port: undefined });
  });

  it("is nothing for a path, user info, a scheme, spaces or a bad port", () => {
    for (const value of ["", "a/b", "user@host", "http://x", "a b", "x:99999", "x?y", "[::1"]) {
      expect(parseHost(value), value).toBeUndefined();
    }
  });
});

describe("allowedHosts", () => {
  it("allows PUBLIC_URL's host, localhost, the machine's name and addresses, on any port", () => {
    const allowed = hosts();
    for (const host of [
      "karaoke.example.com",
      "karaoke.example.com:8443",
      "localhost:8080",
      "127.0.0.1:5173",
      "[::1]:8080",
      "livingroom-pc:8080",
      "LivingRoom-PC.local:8080",
      "192.168.1.20:8080",
      "[2001:db8::20]:8080",
      "[fe80::1]:8080",
    ]) {
      expect(allowed.allows(host), host).toBe(true);
    }
  });

  it("refuses any other name: the rebound domain, look-alikes, no Host at all", () => {
    const allowed = hosts();
    for (const host of [
      "evil.example:8080",
      "karaoke.example.com.evil.example",
      "evil.karaoke.example.com",
      "192.168.1.21:8080",
      "localhost.evil.example",
      "0.0.0.0:8080",
      "karaoke.example.com@evil.example",
      "",
      undefined,
    ]) {
      expect(allowed.allows(host), String(host)).toBe(false);
    }
  });

  it("adds ALLOWED_HOSTS: a name on any port, or on the port it names", () => {
    const allowed = hosts(["encore.lan", "tv.lan:8443"]);
    expect(allowed.allows("encore.lan:8080")).toBe(true);
    expect(allowed.allows("encore.lan")).toBe(true);
    expect(allowed.allows("tv.lan:8443")).toBe(true);
    expect(allowed.allows("tv.lan:8080")).toBe(false);
    expect(allowed.allows("tv.lan")).toBe(false);
  });

  it("follows the machine's addresses when they change", () => {
    let now = 0;
    let current: Interfaces = LAN;
    const allowed = allowedHosts({
      publicUrl: "http://localhost:8080",
      interfaces: () => current,
      now: () => now,
    });
    expect(allowed.allows("192.168.1.20:8080")).toBe(true);
    current = { wlan0: [nic("10.0.0.5", "IPv4")] };
    now += 10_000;
    expect(allowed.allows("10.0.0.5:8080")).toBe(true);
    expect(allowed.allows("192.168.1.20:8080")).toBe(false);
  });
});

describe("hostRefusedMessage", () => {
  it("names the host as sent, with only the characters a host has", () => {
    expect(hostRefusedMessage("rebound.example:8080")).toBe(
      "This server does not answer to the name rebound.example:8080. Open it at its own address, or add the name to ALLOWED_HOSTS",
    );
    const shown = hostRefusedMessage(`x"><img src=y>${"a".repeat(300)}`);
    expect(shown).not.toMatch(/[<>"= ]img/);
    expect(shown).toContain("name ximgsrcy");
    expect(hostRefusedMessage("")).toContain("name (none).");
  });
});
