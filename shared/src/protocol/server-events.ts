// Server → client events (docs/protocol.md#server-events), with their payload types.
import { z } from "zod/mini";
import { errorResponseSchema, type ErrorCode } from "./error-codes.js";
import { partySettingsSchema } from "./party-settings.js";
import {
  createSessionResponseSchema,
  queueItemSchema,
  sessionSnapshotSchema,
} from "./queue-item.js";

/**
 * Every event a command causes carries a version: the session's events are numbered one after
 * another, and SESSION_JOINED carries the number its snapshot is at. With several cloud
 * instances, events can reach a device out of order; a client applies them in version order
 * (event-order.ts; createSessionClient does).
 */
const version = { version: z.optional(z.number().check(z.int(), z.nonnegative())) };
/**
 * `since`: the event also stands for the versions from `since` to its own, earlier events of a
 * burst it replaces, which the cloud left out (cloud/src/sessions/broadcast-coalescer.ts).
 */
const stamped = { ...version, since: z.optional(z.number().check(z.int(), z.nonnegative())) };
/**
 * What a change took that may be put back for 10 seconds (docs/protocol.md#undo): another
 * singer's song, or several songs. `songs` are the songs taken, so a phone can tell its owner.
 */
export const UNDO_ACTIONS = [
  "remove",
  "skip",
  "clear_queue",
  "clear_all",
  "remove_singer",
] as const;
export type UndoAction = (typeof UNDO_ACTIONS)[number];
export const undoOfferSchema = z.object({
  undo_id: z.string(),
  action: z.enum(UNDO_ACTIONS),
  /** Who made the change: the name shown (`Ben removed your song`) and their singer. */
  by: z.object({ name: z.string(), singer: z.optional(z.string()) }),
  songs: z.array(
    z.object({
      queue_id: z.string(),
      title: z.string(),
      artist: z.string(),
      name: z.string(),
      singer: z.optional(z.string()),
    }),
  ),
});
export type UndoOffer = z.infer<typeof undoOfferSchema>;
/**
 * `undo_id` and `undo` on the broadcasts of a change that can be undone; `undone` on the
 * broadcasts of an UNDO, naming the change put back (every device drops its offer).
 */
const undoable = {
  undo_id: z.optional(z.string()),
  undo: z.optional(undoOfferSchema),
  undone: z.optional(z.string()),
};
const queueOnly = z.object({ queue: z.array(queueItemSchema), ...stamped, ...undoable });
const nothing = z.optional(z.object(stamped));
/**
 * The cloud's epoch ms the song on now started at, as if it had never been paused: a device
 * counts its wait from it (shared/src/turns/wait-estimate.ts).
 */
const startedAt = z.optional(z.nullable(z.number()));

export const serverEventSchemas = {
  SESSION_CREATED: createSessionResponseSchema,
  /**
   * `join_token` on every join, so a device can rejoin and share the party; absent
   * from the fresh state that answers a refused command.
   */
  SESSION_JOINED: z.extend(sessionSnapshotSchema, {
    code: z.string(),
    join_token: z.optional(z.string()),
    /** This device's singer in this party: its songs' `added_by_user.singer`. */
    singer: z.optional(z.string()),
    settings: z.optional(partySettingsSchema),
    /** This device may change the settings and use the host's controls. */
    is_host: z.optional(z.boolean()),
    /** The party's host PIN: sent to the session's screen only. */
    host_pin: z.optional(z.string()),
    started_at: startedAt,
    /** Whether the party's screen is connected now (docs/protocol.md#screen-presence). */
    screen_connected: z.optional(z.boolean()),
    ...version,
  }),
  DEVICE_JOINED: z.object({ device_count: z.number().check(z.int()) }),
  DEVICE_LEFT: z.object({ device_count: z.number().check(z.int()) }),
  SONG_QUEUED: queueOnly,
  SONG_REMOVED: queueOnly,
  QUEUE_REORDERED: queueOnly,
  SONG_STARTED: z.object({
    song: queueItemSchema,
    queue: z.array(queueItemSchema),
    started_at: startedAt,
    ...stamped,
    ...undoable,
  }),
  SONG_ENDED: queueOnly,
  QUEUE_CLEARED: z.object({
    queue: z.array(queueItemSchema),
    current_song: z.nullable(queueItemSchema),
    ...stamped,
    ...undoable,
  }),
  PLAYBACK_PAUSED: nothing,
  PLAYBACK_RESUMED: z.optional(z.object({ started_at: startedAt, ...stamped })),
  PLAYBACK_STOPPED: nothing,
  SETTINGS_CHANGED: z.object({ settings: partySettingsSchema, ...stamped }),
  /** To the sender of a right HOST_UNLOCK: it is the party's host from now on. */
  HOST_GRANTED: z.optional(z.object({})),
  /**
   * To the party's screen only: the host PIN was renewed (too many wrong PINs were tried in the
   * party, docs/security.md, "The host PIN").
   */
  HOST_PIN_RENEWED: z.object({ host_pin: z.string() }),
  /** The party's screen went away, or came back (docs/protocol.md#screen-presence). */
  SCREEN_LEFT: z.optional(z.object({})),
  SCREEN_JOINED: z.optional(z.object({})),
  /**
   * The party's screen started a new party and took this one's devices along: join `code` with
   * `join_token` (docs/protocol.md#session-moved). Also the answer to a JOIN_SESSION of the old
   * code by one of its devices, for 24 hours.
   */
  SESSION_MOVED: z.object({ code: z.string(), join_token: z.string() }),
  /**
   * A refusal, to the sender only: `code` (docs/protocol.md#error-codes) is optional so that an
   * older cloud's still parses; the cloud always sends it, and `params` when the text has numbers.
   */
  ERROR: errorResponseSchema,
} as const;

export type ServerEventName = keyof typeof serverEventSchemas;
export type ServerEventData<E extends ServerEventName> = z.infer<(typeof serverEventSchemas)[E]>;
export type ServerEvents = { [E in ServerEventName]: ServerEventData<E> };

export const SESSION_NOT_FOUND = "Session not found or expired";
export const SESSION_NOT_FOUND_CODE: ErrorCode = "session_not_found";

/** Whether a refusal says the session is gone: by its code, or an older cloud's message. */
export function isSessionNotFound(error: { message: string; code?: string | undefined }): boolean {
  return error.code === SESSION_NOT_FOUND_CODE || error.message.includes(SESSION_NOT_FOUND);
}
/** A command from a socket in no session: after a reconnection, until it has joined again. */
export const NOT_JOINED = "Join a session first";

export const SERVER_EVENT_NAMES = Object.keys(serverEventSchemas) as ServerEventName[];
