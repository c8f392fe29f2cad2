// socket.io across several instances: the Redis streams adapter. Chosen over the pub/sub
// adapter because instances read broadcasts from a stream, so a short Redis outage or a stalled
// instance delays them instead of losing them. Why in full: docs/decisions.md.
import { createAdapter } from "@socket.io/redis-streams-adapter";
import type { RedisConnection } from "./redis-connection.js";

/** Broadcasts kept in the stream for instances that fall behind: half a minute of a busy service. */
export const ADAPTER_STREAM_MAX_LENGTH = 100_000;

export function redisStreamsAdapter(redis: RedisConnection): ReturnType<typeof createAdapter> {
  return createAdapter(redis.client, {
    streamName: `${redis.keyPrefix}:socket.io`,
    channelPrefix: `${redis.keyPrefix}:socket.io`,
    sessionKeyPrefix: `${redis.keyPrefix}:socket.io:session:`,
    maxLen: ADAPTER_STREAM_MAX_LENGTH,
    onlyPlaintext: true,
    // No heartbeat options: this adapter (0.3) has none, whatever its option type accepts. It
    // counts instances as Redis's subscribers to its channel, so a dead instance stops being
    // waited for when Redis drops its connection: at once when its process dies, after TCP
    // keepalive when its machine is lost (deploy.md). Counts made meanwhile are partial and
    // corrected later (sessions/socket/recounts.ts).
  });
}
