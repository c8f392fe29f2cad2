// Client → server events (docs/protocol.md#client-events): a zod schema per event, so the cloud
// parses every payload at the edge and both clients send exactly these shapes.
import { z } from "zod/mini";
import type { ErrorParams } from "./error-codes.js";
import { MAX_JOIN_TOKEN_LENGTH } from "./join-token.js";
import { MAX_OP_ID_LENGTH } from "./limits.js";
import {
  hostPinSchema,
  MAX_REPORTED_DURATION_S,
  MIN_REPORTED_DURATION_S,
  partySettingsChangeSchema,
} from "./party-settings.js";
import { SESSION_CODE_ALPHABET, SESSION_CODE_LENGTH } from "./session-code.js";

/** What a JOIN_SESSION code must be, said when it cannot be one. */
const SESSION_CODE_FORMAT = `${SESSION_CODE_LENGTH} characters from ${SESSION_CODE_ALPHABET} (a dash and spaces may separate them)`;
export const SESSION_CODE_FORMAT_MESSAGE = `code must be ${SESSION_CODE_FORMAT}`;

/** Commands may carry an op_id: retried after a reconnect, the cloud applies them once. */
const opId = z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_OP_ID_LENGTH)));
const queueId = z.optional(
  z.string({ error: "queue_id must be text" }).check(z.minLength(1), z.maxLength(64)),
);
const index = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .check(z.int(`${name} must be a whole number`), z.minimum(0, `${name} must be 0 or more`));

/** A song as a client names it: the cloud looks it up and queues its own stored record. */
export const songRefSchema = z
  .object({
    db_id: z.nullish(z.number().check(z.int(), z.positive())),
    id: z.nullish(z.string().check(z.minLength(1), z.maxLength(32))),
  })
  .check(
    z.refine((song) => song.db_id != null || song.id != null, {
      message: "song needs a db_id or an id",
    }),
  );
export type SongRef = z.infer<typeof songRefSchema>;

const empty = z.object({ op_id: opId });

/** A party's singer as the cloud issued it (SESSION_JOINED's `singer`, items' `added_by_user`). */
const singerId = (name: string) =>
  z.string({ error: `${name} must be text` }).check(z.minLength(1), z.maxLength(64));

/**
 * The party a screen leaves for a new one (POST /sessions, CREATE_SESSION): proven by its screen
 * token, its devices are told SESSION_MOVED and its settings carry over.
 */
export const movedFromSchema = z.object({
  code: z.string({ error: "moved_from.code must be text" }).check(z.maxLength(32)),
  screen_token: z
    .string({ error: "moved_from.screen_token must be text" })
    .check(z.minLength(1), z.maxLength(MAX_JOIN_TOKEN_LENGTH)),
});
export type MovedFrom = z.infer<typeof movedFromSchema>;
/** POST /sessions' optional body. */
export const createSessionRequestSchema = z.object({ moved_from: z.optional(movedFromSchema) });

/** A join token or a screen token: text; a wrong one is a join without it. */
const joinCredential = (name: string) =>
  z.optional(
    z
      .string({ error: `${name} must be text` })
      .check(
        z.maxLength(
          MAX_JOIN_TOKEN_LENGTH,
          `${name} must be at most ${MAX_JOIN_TOKEN_LENGTH} characters`,
        ),
      ),
  );

export const clientEventSchemas = {
  JOIN_SESSION: z.object({
    code: z
      .string({ error: `code must be text of ${SESSION_CODE_FORMAT}` })
      .check(z.maxLength(32, SESSION_CODE_FORMAT_MESSAGE)),
    /** The join token of the screen's QR code, or the one SESSION_JOINED gave this device. */
    token: joinCredential("token"),
    /** The screen's own token, from POST /sessions or SESSION_CREATED. */
    screen_token: joinCredential("screen_token"),
  }),
  /** `moved_from`: the screen's previous party, whose devices follow to the new one. */
  CREATE_SESSION: z.object({ moved_from: z.optional(movedFromSchema) }),
  QUEUE_SONG: z.object({ song: songRefSchema, op_id: opId }),
  PLAY_SONG: z.object({ song: songRefSchema, op_id: opId }),
  REMOVE_SONG: z.object({ index: index("index"), queue_id: queueId, op_id: opId }),
  REORDER_QUEUE: z
    .object({ from: index("from"), to: index("to"), queue_id: queueId, op_id: opId })
    .check(z.refine((move) => move.from !== move.to, { message: "from and to must be different" })),
  SONG_ENDED: z.object({ queue_id: queueId, op_id: opId }),
  /** The screen could not play the current video (the platform's embed error). */
  VIDEO_ERROR: z.object({
    queue_id: queueId,
    code: z.optional(z.number().check(z.int())),
    op_id: opId,
  }),
  CLEAR_QUEUE: empty,
  CLEAR_ALL: empty,
  PAUSE_PLAYBACK: empty,
  RESUME_PLAYBACK: empty,
  STOP_PLAYBACK: empty,
  SKIP_SONG: empty,
  PLAY_NEXT: empty,
  /** "Skip my turn, keep my place": the song moves behind the next song of another singer. */
  DEFER_SONG: z.object({
    queue_id: z.string({ error: "queue_id must be text" }).check(z.minLength(1), z.maxLength(64)),
    op_id: opId,
  }),
  /** A phone asks to be the party's host with the PIN the screen shows. */
  HOST_UNLOCK: z.object({ pin: hostPinSchema, op_id: opId }),
  /** The host changes the party's settings (only those named). */
  UPDATE_SETTINGS: z.object({ settings: partySettingsChangeSchema, op_id: opId }),
  /**
   * Puts back what a change took (docs/protocol.md#undo), for 10 seconds: from the device that
   * made it, the owner of a song taken, or the host.
   */
  UNDO: z.object({
    undo_id: z.string({ error: "undo_id must be text" }).check(z.minLength(1), z.maxLength(64)),
    op_id: opId,
  }),
  /** The host makes one singer's songs another's (one person who became two singers). */
  MERGE_SINGER: z.object({ singer: singerId("singer"), into: singerId("into"), op_id: opId }),
  /** The host removes a singer from the party, with their waiting songs. */
  REMOVE_SINGER: z.object({ singer: singerId("singer"), op_id: opId }),
  /** The screen's player knows the current video's length. */
  VIDEO_INFO: z.object({
    queue_id: queueId,
    duration_s: z
      .number({ error: "duration_s must be a number" })
      .check(
        z.minimum(
          MIN_REPORTED_DURATION_S,
          `duration_s must be at least ${MIN_REPORTED_DURATION_S}`,
        ),
        z.maximum(MAX_REPORTED_DURATION_S, `duration_s must be at most ${MAX_REPORTED_DURATION_S}`),
      ),
    op_id: opId,
  }),
} as const;

export type ClientEventName = keyof typeof clientEventSchemas;
export type ClientEventData<E extends ClientEventName> = z.infer<(typeof clientEventSchemas)[E]>;
export type ClientEvents = { [E in ClientEventName]: ClientEventData<E> };

/** The events that change a session (everything but joining and creating). */
export type SessionCommandName = Exclude<ClientEventName, "JOIN_SESSION" | "CREATE_SESSION">;

export const CLIENT_EVENT_NAMES = Object.keys(clientEventSchemas) as ClientEventName[];

export function isClientEventName(name: string): name is ClientEventName {
  return Object.hasOwn(clientEventSchemas, name);
}

/**
 * What the cloud answers through a socket.io acknowledgement, when the client asks for one. A
 * refusal carries what its ERROR does: the English message, its code and the code's `params`
 * (docs/protocol.md#error-codes); `code` is optional only because an older cloud sends none.
 */
export type CommandAck =
  | { ok: true; duplicate?: boolean }
  | { ok: false; message: string; code?: string; params?: ErrorParams };

export const DEVICE_KINDS = ["screen", "remote", "web"] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/**
 * The socket.io handshake query (docs/protocol.md#handshake). `name` is a guest's; a signed-in
 * user's name and picture come from the login cookie. `picture_url` is still read from older
 * clients but never used: a guest has no picture (accounts/picture-url.ts).
 */
export const handshakeSchema = z.object({
  device: z._default(
    z.enum(DEVICE_KINDS, { error: "device must be screen, remote or web" }),
    "web",
  ),
  device_id: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  /** Cleaned and capped by cleanDisplayName; past 1,000 characters it is not a name. */
  name: z.optional(z.string().check(z.maxLength(1000, "name must be at most 1000 characters"))),
  picture_url: z.optional(
    z.string().check(z.maxLength(2000, "picture_url must be at most 2000 characters")),
  ),
});
export type Handshake = z.infer<typeof handshakeSchema>;
