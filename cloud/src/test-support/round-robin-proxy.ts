// A small TCP load balancer for tests of several instances: each new connection goes to the next
// backend in turn, skipping one that refuses (a killed instance), as a real balancer's health
// check would. WebSocket upgrades pass through untouched, being plain TCP to it.
import { connect, createServer, type Server, type Socket } from "node:net";

export interface RoundRobinProxy {
  url: string;
  /** Backend index each accepted connection went to, in order. */
  placements: number[];
  close(): Promise<void>;
}

function dial(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const upstream = connect(port, "127.0.0.1");
    upstream.once("connect", () => {
      upstream.off("error", reject);
      resolve(upstream);
    });
    upstream.once("error", reject);
  });
}

export async function startRoundRobinProxy(backendUrls: string[]): Promise<RoundRobinProxy> {
  const ports = backendUrls.map((url) => Number(new URL(url).port));
  const placements: number[] = [];
  const open = new Set<Socket>();
  let next = 0;

  async function pickUpstream(): Promise<{ upstream: Socket; index: number } | null> {
    for (let tried = 0; tried < ports.length; tried += 1) {
      const index = next;
      next = (next + 1) % ports.length;
      try {
        return { upstream: await dial(ports[index] as number), index };
      } catch {
        // refused: that instance is down; try the next one
      }
    }
    return null;
  }

  const server: Server = createServer((client) => {
    client.pause();
    open.add(client);
    client.on("close", () => open.delete(client));
    client.on("error", () => client.destroy());
    void pickUpstream().then((picked) => {
      if (!picked) return void client.destroy();
      const { upstream, index } = picked;
      placements.push(index);
      open.add(upstream);
      upstream.on("close", () => {
        open.delete(upstream);
        client.destroy();
      });
      upstream.on("error", () => upstream.destroy());
      client.on("close", () => upstream.destroy());
      client.pipe(upstream).pipe(client);
      client.resume();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    placements,
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
