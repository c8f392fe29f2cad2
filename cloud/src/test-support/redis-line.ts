// A TCP line between one cloud instance and Redis that can behave like a lost machine's: when the
// instance dies, its connections stay open at Redis's end, so the others still count it and wait
// for its answers, until `cut()` closes them, as TCP keepalive finally does. (A process killed on
// a machine that stays up is dropped by Redis at once: its kernel closes the connections.)
import { connect, createServer, type Socket } from "node:net";

export interface RedisLine {
  /** The REDIS_URL to give the instance. */
  url: string;
  /** Connections whose instance end has closed but whose Redis end is still open. */
  hanging(): number;
  /** Closes the Redis end of every connection whose instance end has gone. */
  cut(): void;
  close(): Promise<void>;
}

export async function startRedisLine(redisUrl: string): Promise<RedisLine> {
  const target = new URL(redisUrl);
  const upstreams = new Set<Socket>();
  const hanging = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    upstreams.add(upstream);
    client.pipe(upstream, { end: false });
    upstream.pipe(client);
    client.on("error", () => client.destroy());
    upstream.on("error", () => upstream.destroy());
    // The instance is gone: say nothing to Redis, as a lost machine cannot, and let what Redis
    // still sends it go nowhere.
    client.on("close", () => {
      upstream.unpipe(client);
      upstream.resume();
      if (!upstream.destroyed) hanging.add(upstream);
    });
    upstream.on("close", () => {
      upstreams.delete(upstream);
      hanging.delete(upstream);
      client.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    hanging: () => hanging.size,
    cut() {
      for (const upstream of hanging) upstream.destroy();
    },
    close() {
      for (const upstream of upstreams) upstream.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
