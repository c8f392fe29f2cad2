// Configuration from the environment (docs/protocol.md#configuration), parsed once at start-up. A
// wrong value stops the start with a message that names the variable.
import { createPrivateKey, X509Certificate, type KeyObject } from "node:crypto";
import { readFileSync } from "node:fs";
import { networkInterfaces } from "node:os";
import path from "node:path";
import { ADMIN_PASSWORD_MAX } from "@encore/shared";
import { z } from "zod";
import { YOUTUBE_API_BASE } from "./catalogue/youtube/youtube-api.js";
import { parseHost } from "./security/allowed-hosts.js";

const flag = z.enum(["0", "1"], { error: "must be 0 or 1" });

const environmentSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, "must be a whole number from 0 to 65535")
    .transform(Number)
    .pipe(z.number().max(65535, "must be a whole number from 0 to 65535"))
    .default(8080),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: z.url({ error: "must be a URL" }).optional(),
  SEED_CATALOGUE: flag.default("1"),
  TRUST_PROXY: z
    .enum(["0", "1", "false", "true"], { error: "must be 0, 1, false or true" })
    .default("0")
    .transform((value) => value === "1" || value === "true"),
  ALLOWED_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => entry !== ""),
    )
    .refine((entries) => entries.every((entry) => parseHost(entry) !== undefined), {
      error: "must be host names or addresses, each with an optional :port, separated by commas",
    })
    .default([]),
  ANALYTICS_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, "must be a Google Analytics 4 measurement id (G-…)")
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters")
    .regex(/^[!-~]+$/, "must be printable ASCII without spaces (it is sent in a header)")
    .optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(12, "must be at least 12 characters")
    .max(ADMIN_PASSWORD_MAX, `must be at most ${ADMIN_PASSWORD_MAX} characters`)
    .optional(),
  YOUTUBE_API_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  /** The From of every mail: MAIL_FROM, or Encore <no-reply@PUBLIC_URL's host name>. */
  mailFrom: string;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  seedCatalogue: boolean;
  /**
   * One proxy (a load balancer) stands in front and writes X-Forwarded-For and -Proto: the
   * client's address is the last X-Forwarded-For entry. Off, those headers are whatever the
   * client sent, and ignored.
   */
  trustProxy: boolean;
  /**
   * Names the cloud answers to besides PUBLIC_URL's host, localhost and the machine's own
   * addresses and name (ALLOWED_HOSTS): `host` (any port) or `host:port`. Every other Host is
   * refused (docs/security.md, DNS rebinding).
   */
  allowedHosts: readonly string[];
  logLevel: z.infer<typeof environmentSchema>["LOG_LEVEL"];
  /** Google Analytics 4 id given to the apps, which load analytics only after consent. */
  analyticsId: string | undefined;
  /**
   * The operator's password for /admin (ADMIN_PASSWORD); unset, one is generated and kept in
   * DATA_DIR/admin-password (docs/admin.md, Access).
   */
  adminPassword: string | undefined;
  /**
   * The bearer token Prometheus scrapes `/metrics` with (METRICS_TOKEN); unset, there is no
   * `/metrics` and nothing is counted (docs/deploy.md, Metrics).
   */
  metricsToken: string | undefined;
  /**
   * The YouTube Data API's base URL the back office's imports call (YOUTUBE_API_URL): Google's,
   * or a proxy's, or a test's fake (docs/admin.md, "Karaoke songs from YouTube").
   */
  youtubeApiUrl: string;
  /**
   * HTTPS in the cloud itself (TLS_CERT_FILE and TLS_KEY_FILE): the port answers TLS, and plain
   * http on it is redirected to https (docs/deploy.md, HTTPS at home).
   */
  tls: TlsFiles | undefined;
}

export interface TlsFiles {
  /** PEM: the certificate, optionally followed by its chain (a `fullchain.pem`). */
  cert: Buffer;
  key: Buffer;
  certFile: string;
  /** When the certificate stops being valid, for a warning at start. */
  validTo: Date;
}

export class ConfigError extends Error {}

export const GOOGLE_ISSUER = "https://accounts.google.com";

/** The first non-internal IPv4 address of this machine: what phones on the same Wi-Fi can reach. */
export function lanAddress(interfaces = networkInterfaces()): string {
  for (const addresses of Object.values(interfaces)) {
    for (const address of addresses ?? []) {
      if (address.family === "IPv4" && !address.internal) return address.address;
    }
  }
  return "localhost";
}

/** no-reply at the public host name; 'localhost' when that is an IP address or a single label. */
export function defaultMailFrom(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  const domain =
    /[a-z]/i.test(host) && host.includes(".") && !host.includes(":") ? host : "localhost";
  return `Encore <no-reply@${domain}>`;
}

/** Secrets: a wrong value is named, never shown. */
const SECRET_VARIABLES: ReadonlySet<string> = new Set([
  "GOOGLE_CLIENT_SECRET",
  "ADMIN_PASSWORD",
  "METRICS_TOKEN",
]);
/** URLs may carry a password (`user:pass@`, `?password=`), so they are shown without it. */
const URL_VARIABLES: ReadonlySet<string> = new Set([
  "DATABASE_URL",
  "REDIS_URL",
  "SMTP_URL",
  "PUBLIC_URL",
  "OIDC_ISSUER",
  "YOUTUBE_API_URL",
]);

/**
 * A URL without its credentials: everything between the scheme and the last `@` (a password
 * with an unescaped `/`, `#` or `@` still ends there, even when the URL does not parse), and the
 * query and fragment, which can hold one too.
 */
function withoutCredentials(url: string): string {
  const at = url.lastIndexOf("@");
  const schemeEnd = url.indexOf("://");
  const start = schemeEnd !== -1 && schemeEnd < at ? schemeEnd + 3 : 0;
  const shown = at === -1 ? url : `${url.slice(0, start)}***${url.slice(at)}`;
  return shown.replace(/[?#][\s\S]*$/, "?***");
}

/** What a configuration error shows of the wrong value: all of it, unless it may hold a secret. */
export function shownValue(name: string, value: string): string {
  if (SECRET_VARIABLES.has(name)) return "(not shown: a secret)";
  return `(got ${JSON.stringify(URL_VARIABLES.has(name) ? withoutCredentials(value) : value)})`;
}

function configError(problem: string): ConfigError {
  return new ConfigError(`Invalid configuration:\n  ${problem}`);
}

function readPem(name: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? "unreadable";
    const why =
      reason === "ENOENT"
        ? "no such file"
        : reason === "EACCES"
          ? "no permission to read it"
          : reason === "EISDIR"
            ? "a folder, not a file"
            : reason;
    throw configError(`${name}: cannot read the file: ${why} ${shownValue(name, file)}`);
  }
}

/**
 * Both files or neither; each readable, the certificate a PEM certificate, the key a PEM private
 * key, and the key the certificate's own.
 */
export function loadTlsFiles(
  certFile: string | undefined,
  keyFile: string | undefined,
): TlsFiles | undefined {
  if (certFile === undefined && keyFile === undefined) return undefined;
  if (certFile === undefined || keyFile === undefined) {
    throw configError("TLS_CERT_FILE and TLS_KEY_FILE must be set together");
  }
  const certPath = path.resolve(certFile);
  const keyPath = path.resolve(keyFile);
  const cert = readPem("TLS_CERT_FILE", certPath);
  const key = readPem("TLS_KEY_FILE", keyPath);
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(cert);
  } catch {
    throw configError(
      `TLS_CERT_FILE: is not a PEM certificate (-----BEGIN CERTIFICATE-----) ${shownValue("TLS_CERT_FILE", certPath)}`,
    );
  }
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(key);
  } catch {
    throw configError(
      `TLS_KEY_FILE: is not an unencrypted PEM private key (-----BEGIN PRIVATE KEY-----) ${shownValue("TLS_KEY_FILE", keyPath)}`,
    );
  }
  if (!certificate.checkPrivateKey(privateKey)) {
    throw configError(
      `TLS_KEY_FILE: is not the private key of the certificate in TLS_CERT_FILE ${shownValue("TLS_KEY_FILE", keyPath)}`,
    );
  }
  return { cert, key, certFile: certPath, validTo: new Date(certificate.validTo) };
}

/** Empty strings count as unset, as they do in most shells' `VAR= command`. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value !== "") result[key] = value;
  }
  return result;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".");
      return `${name}: ${issue.message} ${shownValue(name, env[name] ?? "")}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  if ((e.GOOGLE_CLIENT_ID === undefined) !== (e.GOOGLE_CLIENT_SECRET === undefined)) {
    throw configError("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together");
  }
  const tls = loadTlsFiles(e.TLS_CERT_FILE, e.TLS_KEY_FILE);
  const scheme = tls ? "https" : "http";
  const publicUrl = (e.PUBLIC_URL ?? `${scheme}://${lanAddress()}:${e.PORT}`).replace(/\/+$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? defaultMailFrom(publicUrl),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.OIDC_ISSUER ?? GOOGLE_ISSUER,
          }
        : undefined,
    seedCatalogue: e.SEED_CATALOGUE === "1",
    trustProxy: e.TRUST_PROXY,
    allowedHosts: e.ALLOWED_HOSTS,
    logLevel: e.LOG_LEVEL,
    analyticsId: e.ANALYTICS_ID,
    adminPassword: e.ADMIN_PASSWORD,
    metricsToken: e.METRICS_TOKEN,
    youtubeApiUrl: (e.YOUTUBE_API_URL ?? YOUTUBE_API_BASE).replace(/\/+$/, ""),
    tls,
  };
}
