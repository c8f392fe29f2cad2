// HTTPS and plain http on one port (docs/deploy.md, HTTPS at home): the first byte a client sends
// tells them apart (22 opens every TLS handshake; plain HTTP starts with a method name's letter).
// TLS connections go on to the HTTPS server, which serves everything; plain http ones get a
// redirect to the same host and port over https. So the address a person types keeps working
// either way, and no second port has to be opened or remembered.
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import type { Server as HttpsServer } from "node:https";
import type { Socket } from "node:net";

/** The record type of a TLS handshake: the first byte of every TLS connection. */
const TLS_HANDSHAKE = 0x16;
/**
 * A connection that sends nothing is let go after this long, and so is a plain-http one that
 * has not finished asking (the redirect server never listens, so Node's own request timeouts
 * do not watch it).
 */
export const PLAIN_SOCKET_TIMEOUT_MS = 10_000;

/** What a Host header may hold: a name or an address, and a port. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export interface HttpsPort {
  /** Answers the plain-http connections with the redirect. */
  redirects: HttpServer;
  /** Ends the connections that have not said yet which they speak (at shutdown). */
  closeUndecided(): void;
}

/**
 * The redirect to https: the same host and port the client asked for (the port speaks both), or
 * PUBLIC_URL's host when the request names none usable. Temporary (307): a browser must not
 * remember it, or turning TLS off later would leave it knocking at https.
 */
export function httpsLocation(
  hostHeader: string | undefined,
  url: string,
  fallbackHost: string,
): string {
  const host = hostHeader && HOST.test(hostHeader) ? hostHeader : fallbackHost;
  const pathname = url.startsWith("/") ? url : "/";
  return `https://${host}${pathname}`;
}

/**
 * Makes the listening HTTPS server `secure` sort its connections: TLS ones to its own handling,
 * plain ones to the redirect. `fallbackHost` is PUBLIC_URL's host. Node's TLS server handles a
 * connection in its 'connection' listener; that listener is taken out and called for TLS only.
 */
export function httpsPort(secure: HttpsServer, fallbackHost: string): HttpsPort {
  const redirects = createHttpServer((req, res) => {
    res.writeHead(307, {
      Location: httpsLocation(req.headers.host, req.url ?? "/", fallbackHost),
      "Content-Type": "text/plain; charset=utf-8",
      Connection: "close",
    });
    res.end("This address speaks https.\n");
  });

  const tlsHandlers = secure.listeners("connection") as ((socket: Socket) => void)[];
  if (tlsHandlers.length === 0) throw new Error("the HTTPS server has no connection handler");
  secure.removeAllListeners("connection");
  const undecided = new Set<Socket>();

  function handOver(socket: Socket): void {
    const first = socket.read(1) as Buffer | null;
    if (first === null) {
      socket.once("readable", () => handOver(socket));
      return;
    }
    undecided.delete(socket);
    socket.unshift(first);
    if (first[0] === TLS_HANDSHAKE) {
      socket.setTimeout(0); // from here on the HTTPS server's own timeouts apply
      for (const handler of tlsHandlers) handler.call(secure, socket);
    } else {
      redirects.emit("connection", socket);
    }
  }

  secure.on("connection", (socket: Socket) => {
    undecided.add(socket);
    socket.once("close", () => undecided.delete(socket));
    // Until it is handed on, a connection's errors and silence are this port's to end.
    socket.on("error", () => socket.destroy());
    socket.setTimeout(PLAIN_SOCKET_TIMEOUT_MS, () => socket.destroy());
    handOver(socket);
  });

  return {
    redirects,
    closeUndecided() {
      for (const socket of undecided) socket.destroy();
    },
  };
}
