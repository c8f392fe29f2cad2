// What a session holds: queue items are catalogue songs plus who added them and a queue_id.
import { z } from "zod/mini";
import { songSchema } from "../catalogue/song.js";

export const addedByUserSchema = z.object({
  name: z.string(),
  avatar: z.nullable(z.string()),
  /**
   * Who sings it, opaque and per party: the same for every song one person adds in one party
   * (their account's, else their device's), meaningless outside it (docs/protocol.md#singers).
   * Absent on items queued before singers existed: the name stands in for them.
   */
  singer: z.optional(z.string()),
});
export type AddedByUser = z.infer<typeof addedByUserSchema>;

export const queueItemSchema = z.extend(songSchema, {
  /** Unique within the session; commands name an item by it so that two phones acting at once
   * never remove or move the wrong song. */
  queue_id: z.string(),
  added_by_user: addedByUserSchema,
  /** The video's length in seconds, when known (docs/protocol.md#wait-times). */
  duration_s: z.optional(z.nullable(z.number())),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

/**
 * The state every device renders: GET /sessions/{code} and SESSION_JOINED
 * (docs/protocol.md#wire-shapes).
 */
export const sessionSnapshotSchema = z.object({
  device_count: z.number().check(z.int()),
  current_song: z.nullable(queueItemSchema),
  queue: z.array(queueItemSchema),
  playing: z.boolean(),
});
export type SessionSnapshot = z.infer<typeof sessionSnapshotSchema>;

export const sessionResponseSchema = z.extend(sessionSnapshotSchema, { code: z.string() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * POST /sessions and SESSION_CREATED: `screen_token` makes the device that keeps
 * it this session's screen; `join_token` is what the join QR code carries.
 */
export const createSessionResponseSchema = z.object({
  code: z.string(),
  screen_token: z.string(),
  join_token: z.string(),
});
export type CreateSessionResponse = z.infer<typeof createSessionResponseSchema>;
