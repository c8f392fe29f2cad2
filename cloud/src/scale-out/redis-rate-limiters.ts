// Rate-limit counters kept in Redis, so that every instance counts the same attempts.
import { RateLimiterRedis } from "rate-limiter-flexible";
import { limiterFrom, type RateLimiterFactory } from "../security/rate-limits.js";
import type { RedisConnection } from "./redis-connection.js";

export function redisRateLimiters(redis: RedisConnection): RateLimiterFactory {
  return (name, rule) =>
    limiterFrom(
      new RateLimiterRedis({
        storeClient: redis.client,
        useRedisPackage: true,
        keyPrefix: `${redis.keyPrefix}:rate:${name}`,
        points: rule.points,
        duration: rule.durationSeconds,
      }),
    );
}
