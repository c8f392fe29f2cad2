// What a session holds: queue items are catalogue songs plus who added them and a queue_id.
import { z } from "zod";
import { songSchema } from "../catalogue/song.js";

export const addedByUserSchema = z.object({
  name: z.string(),
  avatar: z.string().nullable(),
});
export type AddedByUser = z.infer<typeof addedByUserSchema>;

export const queueItemSchema = songSchema.extend({
  /** Unique within the session; commands name an item by it so that two phones acting at once
   * never remove or move the wrong song. */
  queue_id: z.string(),
  added_by_user: addedByUserSchema,
});
export type QueueItem = z.infer<typeof queueItemSchema>;

/** The state every device renders (CONTRACT §3 GET /sessions/{code}, §4 SESSION_JOINED). */
export const sessionSnapshotSchema = z.object({
  device_count: z.number().int(),
  current_song: queueItemSchema.nullable(),
  queue: z.array(queueItemSchema),
  playing: z.boolean(),
});
export type SessionSnapshot = z.infer<typeof sessionSnapshotSchema>;

export const sessionResponseSchema = sessionSnapshotSchema.extend({ code: z.string() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const createSessionResponseSchema = z.object({ code: z.string() });
export type CreateSessionResponse = z.infer<typeof createSessionResponseSchema>;
