// Starts the HTTP server (HTTPS with TLS_CERT_FILE, plain http on the same port redirected to it)
// and stops it gracefully: stop accepting, let in-flight requests finish, then close the database.
import { createServer, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { createApp, type AppServices } from "./app.js";
import { engineSecurityHeaders } from "./security/security-headers.js";
import { httpsPort } from "./tls/https-port.js";

export const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  /** The server of the app and the socket.io relay (an https.Server with TLS). */
  server: Server;
  /**
   * http://host:port of the listening socket (127.0.0.1 when bound to every interface);
   * https:// with TLS.
   */
  url: string;
  close(): Promise<void>;
}

export async function startServer(services: AppServices): Promise<RunningServer> {
  const app = createApp(services);
  let closing = false;
  // Once closing, answers tell keep-alive clients to go, so their connections end with the
  // request that is in flight.
  app.middleware.unshift(async (ctx, next) => {
    await next();
    if (closing) ctx.set("Connection", "close");
  });
  const { tls, publicUrl } = services.config;
  const secure = tls ? createHttpsServer({ cert: tls.cert, key: tls.key }, app.callback()) : null;
  const server: Server = secure ?? createServer(app.callback());
  server.keepAliveTimeout = 5_000;
  // With TLS, plain http on the same port is answered with a redirect to https (tls/https-port.ts).
  const port = secure ? httpsPort(secure, new URL(publicUrl).host) : null;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(services.config.port, services.config.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  services.sessions.io.attach(server);
  // socket.io answers /ws before Koa sees the request, so it gets the same headers its own way.
  services.sessions.io.engine.use(
    engineSecurityHeaders(services.config.publicUrl, services.config.analyticsId),
  );
  services.sessions.jobs.start();
  services.youtube.start();
  const address = server.address() as AddressInfo;
  const host = ["0.0.0.0", "::"].includes(address.address) ? "127.0.0.1" : address.address;
  const scheme = tls ? "https" : "http";
  const url = `${scheme}://${host.includes(":") ? `[${host}]` : host}:${address.port}`;

  let closed: Promise<void> | undefined;
  function close(): Promise<void> {
    closed ??= (async () => {
      closing = true;
      // The import in progress ends (failed, written down) and its event streams close, before
      // the connections are waited for and the database closes.
      await services.youtube.stop();
      await services.sessions.jobs.stop();
      services.sessions.presence.stop();
      // Disconnects every socket (devices reconnect elsewhere or when the cloud is back), then
      // stops the HTTP server accepting; resolves when its last connection has ended.
      const stopped = new Promise<void>(
        (resolve) => void services.sessions.io.close(() => resolve()),
      );
      server.closeIdleConnections();
      port?.closeUndecided();
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await stopped;
      clearTimeout(force);
      await services.mailer.idle(); // mails of the last requests still go out
      await services.redis?.close();
      await services.database.close();
    })();
    return closed;
  }

  return { server, url, close };
}
