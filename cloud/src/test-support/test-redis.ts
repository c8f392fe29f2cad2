// Redis for the scale-out tests: the local server unless TEST_REDIS_URL says otherwise. Tests that
// need it skip, saying why, where none answers.
import { randomBytes } from "node:crypto";
import { createClient } from "redis";

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Null when Redis answers PING; else why not, for the skip message. */
export async function redisUnavailable(url = TEST_REDIS_URL): Promise<string | null> {
  const client = createClient({ url, socket: { connectTimeout: 1_000, reconnectStrategy: false } });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return `Redis not reachable at ${url} (${(error as Error).message})`;
  } finally {
    if (client.isOpen) await client.quit().catch(() => undefined);
  }
}

/** A key prefix of its own for one test's servers, so parallel tests never hear each other. */
export function testRedisPrefix(): string {
  return `encore-test-${randomBytes(4).toString("hex")}`;
}
