// The names this cloud answers to (docs/security.md, DNS rebinding). A page on any domain whose
// DNS answer is the cloud's address reaches the cloud as its own origin, with that domain in
// Host: only the host of PUBLIC_URL, localhost, this machine's own addresses and name, and the
// hosts of ALLOWED_HOSTS are served; every other Host is refused before anything is answered.
import type { IncomingMessage } from "node:http";
import { hostname as machineName, networkInterfaces } from "node:os";
import { problem, type Problem } from "@encore/shared";
import type { Middleware } from "koa";
import { HttpError } from "../http/errors.js";

/** A host name (lower case, IPv6 in brackets) and, when the entry names one, its port. */
export interface HostEntry {
  hostname: string;
  port: string | undefined;
}

/** Machine addresses are read again at most this often (a laptop's Wi-Fi changes address). */
const INTERFACES_TTL_MS = 5_000;

const LOCAL_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/**
 * `host` or `host:port` as a URL authority, normalised as browsers do (case, IPv6 groups,
 * default ports dropped); undefined for anything else (a path, user info, a scheme, spaces).
 */
export function parseHost(value: string, scheme = "http"): HostEntry | undefined {
  if (value === "" || /[\s/?#@\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(`${scheme}://${value}`);
  } catch {
    return undefined;
  }
  if (url.hostname === "" || url.username !== "" || url.password !== "") return undefined;
  return { hostname: url.hostname, port: url.port === "" ? undefined : url.port };
}

/** A machine address as it appears in a Host header (IPv6 in brackets); undefined for a zone. */
function addressHost(address: string, family: string): string | undefined {
  return parseHost(family === "IPv6" ? `[${address}]` : address)?.hostname;
}

export interface AllowedHosts {
  /** Whether a Host (or forwarded host) value names this cloud. */
  allows(host: string | undefined): boolean;
}

export interface AllowedHostsOptions {
  publicUrl: string;
  /** ALLOWED_HOSTS: `host` (any port) or `host:port` entries. */
  extra?: readonly string[];
  interfaces?: typeof networkInterfaces;
  machineName?: string;
  now?: () => number;
}

export function allowedHosts(options: AllowedHostsOptions): AllowedHosts {
  const interfaces = options.interfaces ?? networkInterfaces;
  const now = options.now ?? Date.now;
  const name = (options.machineName ?? machineName()).toLowerCase();
  const anyPort = new Set<string>([new URL(options.publicUrl).hostname, ...LOCAL_NAMES]);
  // The machine's own name, as the network's DNS or mDNS (Bonjour, Avahi) gives it.
  if (name !== "" && parseHost(name)) anyPort.add(name).add(`${name}.local`);
  const withPort = new Set<string>();
  for (const entry of options.extra ?? []) {
    const parsed = parseHost(entry);
    if (!parsed) throw new Error(`not a host[:port]: ${entry}`);
    if (parsed.port === undefined) anyPort.add(parsed.hostname);
    else withPort.add(`${parsed.hostname}:${parsed.port}`);
  }

  let machine = new Set<string>();
  let readAt = -Infinity;
  function machineAddresses(): Set<string> {
    if (now() - readAt >= INTERFACES_TTL_MS) {
      machine = new Set();
      for (const addresses of Object.values(interfaces())) {
        for (const { address, family } of addresses ?? []) {
          const host = addressHost(address, family);
          if (host) machine.add(host);
        }
      }
      readAt = now();
    }
    return machine;
  }

  return {
    allows(host) {
      const parsed = host === undefined ? undefined : parseHost(host);
      if (!parsed) return false;
      if (anyPort.has(parsed.hostname)) return true;
      if (parsed.port !== undefined && withPort.has(`${parsed.hostname}:${parsed.port}`)) {
        return true;
      }
      return machineAddresses().has(parsed.hostname);
    },
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/**
 * The host names a request carries: its Host and, behind a trusted proxy, the X-Forwarded-Host
 * it wrote (or passed on from the browser). Every one must name this cloud: a proxy that keeps
 * the browser's Host and passes a page's own X-Forwarded-Host on is still covered.
 */
export function requestHosts(
  request: IncomingMessage,
  trustProxy: boolean,
): (string | undefined)[] {
  const hosts = [header(request, "host")];
  if (trustProxy) {
    const forwarded = header(request, "x-forwarded-host")?.split(",")[0]?.trim();
    if (forwarded) hosts.push(forwarded);
  }
  return hosts;
}

/** The refused name, or undefined when every name the request carries is this cloud's. */
export function refusedHost(
  request: IncomingMessage,
  trustProxy: boolean,
  allowed: AllowedHosts,
): string | undefined {
  for (const host of requestHosts(request, trustProxy)) {
    if (!allowed.allows(host)) return host ?? "";
  }
  return undefined;
}

/** The host as a refusal shows it: only the characters a host has, at most 100. */
const shownHost = (host: string) => host.replace(/[^\w.:[\]-]/g, "").slice(0, 100) || "(none)";

/** The refusal, naming the host as sent. */
export function hostRefusedMessage(host: string): string {
  return `This server does not answer to the name ${shownHost(host)}. Open it at its own address, or add the name to ALLOWED_HOSTS`;
}

export const hostRefused = (host: string): Problem =>
  problem("host_not_allowed", hostRefusedMessage(host), { host: shownHost(host) });

/**
 * Paths a load balancer's probes reach by whatever name they like, showing nothing; and the
 * metrics Prometheus scrapes by an instance's address, which answer only its bearer token.
 */
const ANY_HOST_PATHS = new Set(["/api/health", "/api/ready", "/metrics"]);

/**
 * Koa: 421 Misdirected Request for a request whose Host (or forwarded host) is not this cloud's,
 * before any route, web page or cross-origin check sees it.
 */
export function hostCheck(allowed: AllowedHosts, trustProxy: boolean): Middleware {
  return async (ctx, next) => {
    if (!ANY_HOST_PATHS.has(ctx.path)) {
      const refused = refusedHost(ctx.req, trustProxy, allowed);
      if (refused !== undefined) throw new HttpError(421, hostRefused(refused));
    }
    await next();
  };
}
