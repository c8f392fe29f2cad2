// socket.io across several instances: the Redis streams adapter. Chosen over the pub/sub
// adapter because it supports connection state recovery (a phone that reconnects, to any
// instance, gets the events it missed) and survives a short Redis outage without losing
// broadcasts. Why in full: docs/decisions.md.
import { createAdapter } from "@socket.io/redis-streams-adapter";
import type { RedisConnection } from "./redis-connection.js";

/** Broadcasts kept in the stream for recovery: a few minutes of a busy server's traffic. */
export const ADAPTER_STREAM_MAX_LENGTH = 100_000;

export function redisStreamsAdapter(redis: RedisConnection): ReturnType<typeof createAdapter> {
  return createAdapter(redis.client, {
    streamName: `${redis.keyPrefix}:socket.io`,
    channelPrefix: `${redis.keyPrefix}:socket.io`,
    sessionKeyPrefix: `${redis.keyPrefix}:socket.io:session:`,
    maxLen: ADAPTER_STREAM_MAX_LENGTH,
    onlyPlaintext: true,
    // A killed instance is noticed gone within seconds, so presence stops waiting for its answers.
    heartbeatInterval: 2_000,
    heartbeatTimeout: 6_000,
  });
}
