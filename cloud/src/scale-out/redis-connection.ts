// The Redis connection behind several cloud instances (REDIS_URL): socket.io's adapter and the
// shared rate-limit counters use it. Start-up waits for it; afterwards the client reconnects by
// itself and problems are logged, never thrown at a request.
// The client is loaded only here, when REDIS_URL is set: it is several hundred modules, and a
// single instance would load them at every start for nothing (docs/performance.md, Start).
import type { createClient } from "redis";
import type { Logger } from "../logger.js";

export type RedisClient = ReturnType<typeof createClient>;

export interface RedisConnection {
  client: RedisClient;
  /** Prefix of every key and channel Encore uses, so one Redis can serve several deployments. */
  keyPrefix: string;
  close(): Promise<void>;
}

export const DEFAULT_REDIS_KEY_PREFIX = "encore";

export async function openRedis(
  url: string,
  logger: Logger,
  keyPrefix = DEFAULT_REDIS_KEY_PREFIX,
): Promise<RedisConnection> {
  const { createClient } = await import("redis");
  const client = createClient({
    url,
    socket: {
      connectTimeout: 5_000,
      // Retry quickly at first, then every 2 s: a restarted Redis is back within seconds.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  let lastError = "";
  client.on("error", (error: Error) => {
    // One line per distinct problem, not one per retry.
    if (error.message !== lastError) logger.warn({ err: error }, "redis connection problem");
    lastError = error.message;
  });
  client.on("ready", () => {
    if (lastError) logger.info("redis connection restored");
    lastError = "";
  });
  await connectOrFail(client, url);
  return {
    client,
    keyPrefix,
    async close() {
      if (client.isOpen) await client.quit().catch(() => client.destroy());
    },
  };
}

/** The first connection must succeed: an instance that cannot reach Redis does not start. */
async function connectOrFail(client: RedisClient, url: string): Promise<void> {
  const redacted = url.replace(/\/\/[^@/]*@/, "//***@");
  const timeout = setTimeout(() => void client.destroy(), 10_000);
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`REDIS_URL: cannot connect to ${redacted} (${(error as Error).message})`);
  } finally {
    clearTimeout(timeout);
  }
}
