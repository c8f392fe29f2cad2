import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ConfigError,
  defaultMailFrom,
  GOOGLE_ISSUER,
  lanAddress,
  loadConfig,
  shownValue,
} from "./config.js";
import { makeTestCertificate, type TestCertificate } from "./test-support/test-certificate.js";

function messageOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error("expected an error");
}

describe("loadConfig", () => {
  it("applies the documented defaults (protocol.md configuration)", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      google: undefined,
      seedCatalogue: true,
      trustProxy: false,
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.publicUrl).toMatch(/^http:\/\/[^/]+:8080$/);
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "9000",
      HOST: "127.0.0.1",
      DATA_DIR: "/tmp/encore",
      DATABASE_URL: "postgres://localhost/test",
      REDIS_URL: "redis://127.0.0.1:6379",
      PUBLIC_URL: "https://karaoke.example/",
      SMTP_URL: "smtp://u:p@mail.example:587",
      MAIL_FROM: "Karaoke <karaoke@example.org>",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      SEED_CATALOGUE: "0",
      TRUST_PROXY: "1",
    });
    expect(config).toMatchObject({
      port: 9000,
      host: "127.0.0.1",
      dataDir: "/tmp/encore",
      databaseUrl: "postgres://localhost/test",
      redisUrl: "redis://127.0.0.1:6379",
      publicUrl: "https://karaoke.example",
      smtpUrl: "smtp://u:p@mail.example:587",
      mailFrom: "Karaoke <karaoke@example.org>",
      google: { clientId: "id", clientSecret: "secret", issuer: GOOGLE_ISSUER },
      seedCatalogue: false,
      trustProxy: true,
    });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT: must be a whole number from 0 to 65535"],
    [{ PORT: "70000" }, "PORT: must be a whole number from 0 to 65535"],
    [{ SEED_CATALOGUE: "yes" }, "SEED_CATALOGUE: must be 0 or 1"],
    [{ TRUST_PROXY: "2" }, 'TRUST_PROXY: must be 0, 1, false or true (got "2")'],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL: must start with postgres://"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL: must be an http(s) URL"],
    [{ METRICS_TOKEN: "too-short" }, "METRICS_TOKEN: must be at least 16 characters"],
    [{ METRICS_TOKEN: "long enough but spaced" }, "METRICS_TOKEN: must be printable ASCII"],
    [
      { GOOGLE_CLIENT_ID: "only-id" },
      "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
    ],
  ])("stops on %j with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [{ DATABASE_URL: "mysql://encore:hunter2@db.example/encore" }, "mysql://***@db.example/encore"],
    [
      { DATABASE_URL: "mysql://db.example/encore?password=hunter2" },
      "mysql://db.example/encore?***",
    ],
    // Not a URL at all, and a password with a / and an @ in it: still cut at the last @.
    [{ SMTP_URL: "smtps//mailer:hun/ter@2@mail.example:465" }, "***@mail.example:465"],
    [{ REDIS_URL: "http://:hunter2@redis.example:6379" }, "http://***@redis.example:6379"],
    [{ PUBLIC_URL: "ftp://admin:hunter2@karaoke.example" }, "ftp://***@karaoke.example"],
    [{ OIDC_ISSUER: "no url user:hunter2@x" }, "***@x"],
  ])("names a wrong URL in %j but never shows its password", (env, shown) => {
    const message = messageOf(() => loadConfig(env));
    expect(message).toContain(`${Object.keys(env)[0]}: must`);
    expect(message).toContain(`(got "${shown}")`);
    expect(message).not.toMatch(/hunter|ter@2/);
  });

  it.each([
    ["1", true],
    ["true", true],
    ["0", false],
    ["false", false],
  ])("reads TRUST_PROXY=%s as %s", (value, trusted) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(trusted);
  });

  it("reads ALLOWED_HOSTS as a list of host[:port], and refuses anything else", () => {
    expect(loadConfig({}).allowedHosts).toEqual([]);
    expect(
      loadConfig({ ALLOWED_HOSTS: " Encore.LAN, karaoke.example:8443,,192.168.1.20,[::1]:8080" })
        .allowedHosts,
    ).toEqual(["encore.lan", "karaoke.example:8443", "192.168.1.20", "[::1]:8080"]);
    for (const wrong of [
      "http://encore.lan",
      "encore.lan/party",
      "a b",
      "user@encore.lan",
      "x:99999",
    ]) {
      expect(() => loadConfig({ ALLOWED_HOSTS: wrong }), wrong).toThrow(
        `ALLOWED_HOSTS: must be host names or addresses, each with an optional :port, separated by commas (got ${JSON.stringify(wrong)})`,
      );
    }
  });

  it("reads METRICS_TOKEN, off when unset, and never shows a wrong one", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "0123456789abcdef" }).metricsToken).toBe("0123456789abcdef");
    const message = messageOf(() => loadConfig({ METRICS_TOKEN: "hunter2" }));
    expect(message).toContain(
      "METRICS_TOKEN: must be at least 16 characters (not shown: a secret)",
    );
    expect(message).not.toContain("hunter2");
  });

  it("reads YOUTUBE_API_URL, Google's by default, without a trailing slash", () => {
    expect(loadConfig({}).youtubeApiUrl).toBe("https://www.googleapis.com/youtube/v3");
    expect(loadConfig({ YOUTUBE_API_URL: "http://127.0.0.1:9999/youtube/v3/" }).youtubeApiUrl).toBe(
      "http://127.0.0.1:9999/youtube/v3",
    );
    const message = messageOf(() =>
      loadConfig({ YOUTUBE_API_URL: "ftp://u:hunter2@proxy.example" }),
    );
    expect(message).toContain("YOUTUBE_API_URL: must be an http(s) URL");
    expect(message).not.toContain("hunter2");
  });

  it("reads ADMIN_PASSWORD, unset by default, and never shows a wrong one", () => {
    expect(loadConfig({}).adminPassword).toBeUndefined();
    expect(loadConfig({ ADMIN_PASSWORD: "operator-password-1" }).adminPassword).toBe(
      "operator-password-1",
    );
    const short = messageOf(() => loadConfig({ ADMIN_PASSWORD: "hunter2" }));
    expect(short).toContain("ADMIN_PASSWORD: must be at least 12 characters (not shown: a secret)");
    expect(short).not.toContain("hunter2");
    expect(messageOf(() => loadConfig({ ADMIN_PASSWORD: "x".repeat(201) }))).toContain(
      "ADMIN_PASSWORD: must be at most 200 characters",
    );
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", SMTP_URL: "" })).toMatchObject({
      port: 8080,
      smtpUrl: undefined,
    });
  });
});

describe("TLS_CERT_FILE and TLS_KEY_FILE", () => {
  let pair: TestCertificate;
  let other: TestCertificate;
  beforeAll(() => {
    pair = makeTestCertificate();
    other = makeTestCertificate("other");
  });
  afterAll(() => {
    pair.remove();
    other.remove();
  });

  it("are off by default: plain http, and PUBLIC_URL's default is http", () => {
    const config = loadConfig({});
    expect(config.tls).toBeUndefined();
    expect(config.publicUrl).toMatch(/^http:\/\//);
  });

  it("turn HTTPS on: both files read, PUBLIC_URL's default becomes https", () => {
    const config = loadConfig({ TLS_CERT_FILE: pair.certFile, TLS_KEY_FILE: pair.keyFile });
    expect(config.tls?.cert.toString()).toBe(pair.cert);
    expect(config.tls?.key.toString()).toContain("PRIVATE KEY");
    expect(config.tls?.validTo.getTime()).toBeGreaterThan(Date.now());
    expect(config.publicUrl).toMatch(/^https:\/\/[^/]+:8080$/);
    // A PUBLIC_URL that is set stays as it is (a proxy in front may be the https one).
    const set = {
      TLS_CERT_FILE: pair.certFile,
      TLS_KEY_FILE: pair.keyFile,
      PUBLIC_URL: "https://k.example",
    };
    expect(loadConfig(set).publicUrl).toBe("https://k.example");
  });

  it.each([[{ TLS_CERT_FILE: "/etc/cert.pem" }], [{ TLS_KEY_FILE: "/etc/key.pem" }]])(
    "stop when only one is set (%j)",
    (env) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow("TLS_CERT_FILE and TLS_KEY_FILE must be set together");
    },
  );

  it("stop on a file that is missing or unreadable, naming the variable and the path", () => {
    const missing = path.join(pair.dir, "missing.pem");
    expect(
      messageOf(() => loadConfig({ TLS_CERT_FILE: missing, TLS_KEY_FILE: pair.keyFile })),
    ).toBe(
      `Invalid configuration:\n  TLS_CERT_FILE: cannot read the file: no such file (got ${JSON.stringify(missing)})`,
    );
    expect(
      messageOf(() => loadConfig({ TLS_CERT_FILE: pair.certFile, TLS_KEY_FILE: pair.dir })),
    ).toContain("TLS_KEY_FILE: cannot read the file: a folder, not a file");
    if (process.getuid?.() !== 0) {
      // root reads any file, so this half only runs as an ordinary user.
      const locked = path.join(pair.dir, "locked.pem");
      writeFileSync(locked, "");
      chmodSync(locked, 0o000);
      expect(
        messageOf(() => loadConfig({ TLS_CERT_FILE: pair.certFile, TLS_KEY_FILE: locked })),
      ).toContain("TLS_KEY_FILE: cannot read the file: no permission to read it");
    }
  });

  it("stop on files that are not a certificate and its key", () => {
    const junk = path.join(pair.dir, "junk");
    mkdirSync(junk, { recursive: true });
    const text = path.join(junk, "notes.txt");
    writeFileSync(text, "not a certificate");
    expect(
      messageOf(() => loadConfig({ TLS_CERT_FILE: text, TLS_KEY_FILE: pair.keyFile })),
    ).toContain("TLS_CERT_FILE: is not a PEM certificate");
    // Swapped: the key where the certificate goes.
    expect(
      messageOf(() => loadConfig({ TLS_CERT_FILE: pair.keyFile, TLS_KEY_FILE: pair.certFile })),
    ).toContain("TLS_CERT_FILE: is not a PEM certificate");
    expect(
      messageOf(() => loadConfig({ TLS_CERT_FILE: pair.certFile, TLS_KEY_FILE: text })),
    ).toContain("TLS_KEY_FILE: is not an unencrypted PEM private key");
    expect(
      messageOf(() => loadConfig({ TLS_CERT_FILE: pair.certFile, TLS_KEY_FILE: other.keyFile })),
    ).toContain("TLS_KEY_FILE: is not the private key of the certificate in TLS_CERT_FILE");
  });
});

describe("shownValue", () => {
  it("shows an ordinary wrong value as it is, a secret not at all", () => {
    expect(shownValue("PORT", "abc")).toBe('(got "abc")');
    expect(shownValue("GOOGLE_CLIENT_SECRET", "GOCSPX-hunter2")).not.toContain("hunter2");
  });
});

describe("defaultMailFrom", () => {
  it("sends from no-reply at the public host name, or localhost for an address", () => {
    expect(defaultMailFrom("https://karaoke.example.org")).toBe(
      "Encore <no-reply@karaoke.example.org>",
    );
    expect(defaultMailFrom("http://192.168.1.20:8080")).toBe("Encore <no-reply@localhost>");
    expect(defaultMailFrom("http://[::1]:8080")).toBe("Encore <no-reply@localhost>");
    expect(loadConfig({ PUBLIC_URL: "https://k.example" }).mailFrom).toBe(
      "Encore <no-reply@k.example>",
    );
  });
});

describe("lanAddress", () => {
  it("picks the first external IPv4 address", () => {
    const lo = { address: "127.0.0.1", family: "IPv4", internal: true } as const;
    const v6 = { address: "fe80::1", family: "IPv6", internal: false } as const;
    const wifi = { address: "192.168.1.20", family: "IPv4", internal: false } as const;
    const base = { netmask: "", mac: "", cidr: null };
    expect(
      lanAddress({
        lo: [{ ...base, ...lo }],
        wlan0: [
          { ...base, ...v6, scopeid: 0 },
          { ...base, ...wifi },
        ],
      }),
    ).toBe("192.168.1.20");
    expect(lanAddress({ lo: [{ ...base, ...lo }] })).toBe("localhost");
  });
});
