// Server → client events (CONTRACT §4), with their payload types.
import { z } from "zod";
import { queueItemSchema, sessionSnapshotSchema } from "./queue-item.js";

/**
 * Every event a command causes carries a version: the session's events are numbered one after
 * another, and SESSION_JOINED carries the number its snapshot is at. With several cloud
 * instances, events can reach a device out of order; a client applies them in version order
 * (event-order.ts; createSessionClient does).
 */
const version = { version: z.number().int().nonnegative().optional() };
const queueOnly = z.object({ queue: z.array(queueItemSchema), ...version });
const nothing = z.object(version).optional();

export const serverEventSchemas = {
  SESSION_CREATED: z.object({ code: z.string() }),
  SESSION_JOINED: sessionSnapshotSchema.extend({ code: z.string(), ...version }),
  DEVICE_JOINED: z.object({ device_count: z.number().int() }),
  DEVICE_LEFT: z.object({ device_count: z.number().int() }),
  SONG_QUEUED: queueOnly,
  SONG_REMOVED: queueOnly,
  QUEUE_REORDERED: queueOnly,
  SONG_STARTED: z.object({ song: queueItemSchema, queue: z.array(queueItemSchema), ...version }),
  SONG_ENDED: queueOnly,
  QUEUE_CLEARED: z.object({
    queue: z.array(queueItemSchema),
    current_song: queueItemSchema.nullable(),
    ...version,
  }),
  PLAYBACK_PAUSED: nothing,
  PLAYBACK_RESUMED: nothing,
  PLAYBACK_STOPPED: nothing,
  ERROR: z.object({ message: z.string() }),
} as const;

export type ServerEventName = keyof typeof serverEventSchemas;
export type ServerEventData<E extends ServerEventName> = z.infer<(typeof serverEventSchemas)[E]>;
export type ServerEvents = { [E in ServerEventName]: ServerEventData<E> };

export const SESSION_NOT_FOUND = "Session not found or expired";
/** A command from a socket in no session: after a reconnection, until it has joined again. */
export const NOT_JOINED = "Join a session first";

export const SERVER_EVENT_NAMES = Object.keys(serverEventSchemas) as ServerEventName[];
