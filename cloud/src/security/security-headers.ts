// Security headers on every answer (helmet), with a Content-Security-Policy that still lets the
// screen load the YouTube IFrame API and its player, thumbnails and avatars, and open the socket.
// One set of options for both servers of the port: Koa, and socket.io's engine at /ws. The
// analytics hosts are allowed only when the host configured ANALYTICS_ID
// (docs/protocol.md#configuration).
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
import type { Middleware } from "koa";
import koaHelmet from "koa-helmet";

/** Google Analytics 4: gtag.js, and where it sends its measurements. */
export const ANALYTICS_SCRIPT_SOURCES = ["https://www.googletagmanager.com"];
export const ANALYTICS_CONNECT_SOURCES = [
  "https://www.googletagmanager.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];

export function contentSecurityPolicy(
  https: boolean,
  analyticsId?: string,
): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
    // iframe_api loads the player script from www.youtube.com; older players from s.ytimg.com.
    "script-src": ["'self'", "https://www.youtube.com", "https://s.ytimg.com"],
    "script-src-attr": ["'none'"],
    "frame-src": ["https://www.youtube.com", "https://www.youtube-nocookie.com"],
    // Video thumbnails (i.ytimg.com, named so it stays if https: is ever narrowed), Google
    // avatars, and songbook thumbnails, which an import may take from any https host; images
    // cannot run code.
    "img-src": ["'self'", "data:", "blob:", "https://i.ytimg.com", "https:"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "font-src": ["'self'", "data:"],
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    // The API and the socket.io relay (/ws) are served by this same host.
    "connect-src": ["'self'", "ws:", "wss:"],
  };
  if (analyticsId !== undefined) {
    directives["script-src"]?.push(...ANALYTICS_SCRIPT_SOURCES);
    directives["connect-src"]?.push(...ANALYTICS_CONNECT_SOURCES);
  }
  // On a plain-http LAN install, upgrading would send the screen's requests to a port that does
  // not speak https.
  if (https) directives["upgrade-insecure-requests"] = [];
  return directives;
}

function helmetOptions(publicUrl: string, analyticsId: string | undefined): HelmetOptions {
  const https = new URL(publicUrl).protocol === "https:";
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(https, analyticsId),
    },
    // HSTS only where https is the address users have; it would do nothing on plain http.
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    // YouTube's embedded player refuses to play without knowing the embedding site.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  };
}

/** Koa's answers: every /api answer, errors included, and the web apps' files. */
export function securityHeaders(publicUrl: string, analyticsId?: string): Middleware {
  return koaHelmet(helmetOptions(publicUrl, analyticsId));
}

/**
 * socket.io's answers at /ws (handshakes, polling, the engine's own 400s), which never reach
 * Koa: an engine.io middleware (`io.engine.use`), run before the engine answers or refuses.
 */
export function engineSecurityHeaders(
  publicUrl: string,
  analyticsId?: string,
): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void {
  return helmet(helmetOptions(publicUrl, analyticsId));
}
