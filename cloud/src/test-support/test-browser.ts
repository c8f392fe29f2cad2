// A browser as the API sees one: it keeps the cookies the service sets and sends them back, and
// names the page it runs on in Origin (the screen, served from PUBLIC_URL). Each browser comes
// from its own client address (X-Forwarded-For), so rate limits of one test do not reach another:
// the test plays the one proxy the server trusts, so its server must run with TRUST_PROXY=1.
import type { TestServer } from "./test-server.js";

export interface BrowserAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface RequestInit {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

let nextAddress = 1;

export function uniqueClientAddress(): string {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly origin: string;
  /** The X-Forwarded-For it sends; null: none, the browser is the connection's address. */
  readonly address: string | null;

  constructor(
    private readonly server: Pick<TestServer, "url" | "config">,
    options: { origin?: string; address?: string | null } = {},
  ) {
    this.origin = options.origin ?? new URL(server.config.publicUrl).origin;
    this.address = options.address === undefined ? uniqueClientAddress() : options.address;
    // Otherwise every browser would silently share 127.0.0.1 and one rate limit.
    if (this.address !== null && !server.config.trustProxy) {
      throw new Error("TestBrowser: start the server with TRUST_PROXY=1, or pass address: null");
    }
  }

  async request(pathname: string, init: RequestInit = {}): Promise<BrowserAnswer> {
    const method = init.method ?? "GET";
    const headers: Record<string, string> = {};
    if (this.address !== null) headers["x-forwarded-for"] = this.address;
    // Browsers send Origin with every write (and with cross-origin reads).
    if (method !== "GET" && method !== "HEAD") headers.origin = this.origin;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    }
    let body: string | undefined;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers["content-type"] = "application/json";
    }
    const response = await fetch(this.server.url + pathname, {
      method,
      headers: { ...headers, ...init.headers },
      body,
    });
    this.keepCookies(response.headers.getSetCookie());
    const text = await response.text();
    const json = response.headers.get("content-type")?.includes("json") && text;
    return {
      status: response.status,
      body: json ? JSON.parse(text) : text,
      headers: response.headers,
    };
  }

  post(pathname: string, body?: unknown): Promise<BrowserAnswer> {
    return this.request(pathname, { method: "POST", body });
  }

  delete(pathname: string): Promise<BrowserAnswer> {
    return this.request(pathname, { method: "DELETE" });
  }

  private keepCookies(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expires = attributes.find((a) => a.toLowerCase().startsWith("expires="));
      const expired = expires !== undefined && new Date(expires.slice(8)).getTime() <= Date.now();
      if (value === "" || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
