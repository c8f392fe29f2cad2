// RecentMarks in Redis, so that every instance sees the same marks (play counting).
import type { RecentMarks } from "../sessions/play-counter.js";
import type { RedisConnection } from "./redis-connection.js";

export function redisRecentMarks(redis: RedisConnection): RecentMarks {
  const full = (key: string) => `${redis.keyPrefix}:recent:${key}`;
  return {
    async claim(key, ttlSeconds) {
      const set = await redis.client.set(full(key), "1", { NX: true, EX: ttlSeconds });
      return set === "OK";
    },
    async put(key, value, ttlSeconds) {
      await redis.client.set(full(key), value, { EX: ttlSeconds });
    },
    async get(key) {
      const value = await redis.client.get(full(key));
      return typeof value === "string" ? value : null;
    },
  };
}
