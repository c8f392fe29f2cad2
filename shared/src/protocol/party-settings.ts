// A party's settings and its host (docs/protocol.md#fair-turns-and-the-host): kept with the
// session, changed only by the host, sent to every device.
import { z } from "zod/mini";
import { MAX_QUEUE_LENGTH } from "./limits.js";

export const partySettingsSchema = z.object({
  /** New songs are placed by round, so everyone sings in turn. */
  fair_turns: z.boolean({ error: "fair_turns must be true or false" }),
  /** Only the host may skip, stop, clear, reorder, or remove another singer's song. */
  host_controls: z.boolean({ error: "host_controls must be true or false" }),
  /** Songs one singer may have waiting; 0 for no limit. */
  max_waiting_per_singer: z
    .number({ error: "max_waiting_per_singer must be a number" })
    .check(
      z.int("max_waiting_per_singer must be a whole number"),
      z.minimum(0, "max_waiting_per_singer must be 0 or more"),
      z.maximum(MAX_QUEUE_LENGTH, `max_waiting_per_singer must be at most ${MAX_QUEUE_LENGTH}`),
    ),
});
export type PartySettings = z.infer<typeof partySettingsSchema>;

export const DEFAULT_PARTY_SETTINGS: PartySettings = {
  fair_turns: true,
  host_controls: false,
  max_waiting_per_singer: 10,
};

/** UPDATE_SETTINGS names only what changes. */
export const partySettingsChangeSchema = z.strictObject(z.partial(partySettingsSchema).shape).check(
  z.refine((change) => Object.keys(change).length > 0, {
    message: "settings must name at least one setting",
  }),
);
export type PartySettingsChange = z.infer<typeof partySettingsChangeSchema>;

/**
 * The cloud's refusals while `host_controls` is on, in the words the phone also shows beside its
 * disabled controls (docs/product.md#the-host).
 */
export const HOST_ONLY_MESSAGES = {
  skip: "Only the host can skip songs",
  stop: "Only the host can stop playback",
  clear: "Only the host can clear the queue",
  reorder: "Only the host can reorder the queue",
  playNow: "Only the host can play a song now",
  removeOthers: "Only the host can remove another singer's song",
} as const;

export const WRONG_PIN_MESSAGE = "That PIN is not right";
export const NO_HOST_PIN_MESSAGE = "This party has no host PIN: start a new party to get one";

/** The host PIN: 4 digits, shown only on the party's screen. */
export const HOST_PIN_PATTERN = /^\d{4}$/;
export const hostPinSchema = z
  .string({ error: "pin must be text" })
  .check(z.regex(HOST_PIN_PATTERN, "pin must be 4 digits"));

/** A duration a screen may report, in seconds: 1 s to 6 hours (docs/security.md). */
export const MIN_REPORTED_DURATION_S = 1;
export const MAX_REPORTED_DURATION_S = 6 * 60 * 60;
