// The wire shapes of the operator's calls under /api/admin (docs/admin.md, "Calls"): request
// bodies and queries the cloud parses, and the answers the back office reads.
import { z } from "zod/mini";
import { songsQuerySchema } from "../catalogue/queries.js";
import { FEEDBACK_STATUSES, feedbackStatusSchema } from "../accounts/feedback.js";

/** Far above any password anyone types; a bound on what is hashed and compared. */
export const ADMIN_PASSWORD_MAX = 200;

export const adminSignInBodySchema = z.object({
  password: z
    .string({ error: "password must be text" })
    .check(
      z.minLength(1, "password is required"),
      z.maxLength(ADMIN_PASSWORD_MAX, `password must be at most ${ADMIN_PASSWORD_MAX} characters`),
    ),
});
export type AdminSignInBody = z.infer<typeof adminSignInBodySchema>;

export const adminSessionResponseSchema = z.object({ signed_in: z.literal(true) });
export type AdminSessionResponse = z.infer<typeof adminSessionResponseSchema>;

const count = z.number().check(z.int(), z.nonnegative());

export const adminOverviewSchema = z.object({
  parties: z.object({ live: count, devices: count }),
  plays: z.object({
    today: count,
    week: count,
    /** The last 7 days, oldest first, today last; dates in the cloud's own time zone. */
    days: z.array(z.object({ date: z.string(), count })),
  }),
  catalogue: z.object({
    songs: count,
    songbooks: count,
    hidden: count,
    /** True while every songbook is the bundled demo's. */
    demo: z.boolean(),
  }),
  database: z.enum(["sqlite", "postgres"]),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/**
 * Why a song is hidden: screens of different parties could not play it ("reports"), the import
 * found its video cannot play ("import"), or the operator hid it by hand ("operator").
 */
export const ADMIN_HIDDEN_REASONS = ["reports", "import", "operator"] as const;
export const adminHiddenReasonSchema = z.enum(ADMIN_HIDDEN_REASONS);
export type AdminHiddenReason = z.infer<typeof adminHiddenReasonSchema>;

export const adminHiddenSongSchema = z.object({
  db_id: z.number().check(z.int()),
  id: z.string(),
  title: z.string(),
  artist: z.string(),
  songbook_prefix: z.string(),
  songbook_name: z.string(),
  reason: adminHiddenReasonSchema,
  hidden_at: z.string(),
});
export type AdminHiddenSong = z.infer<typeof adminHiddenSongSchema>;

export const adminHiddenSongsResponseSchema = z.object({ songs: z.array(adminHiddenSongSchema) });
export type AdminHiddenSongsResponse = z.infer<typeof adminHiddenSongsResponseSchema>;

/** One song by its db_id, one songbook's songs by its prefix, or every hidden song. */
export const adminRestoreBodySchema = z.union(
  [
    z.strictObject({ db_id: z.number().check(z.int(), z.positive()) }),
    z.strictObject({ songbook: z.string().check(z.minLength(1), z.maxLength(40)) }),
    z.strictObject({ all: z.literal(true) }),
  ],
  { error: "give one of db_id (a song), songbook (a prefix) or all: true" },
);
export type AdminRestoreBody = z.infer<typeof adminRestoreBodySchema>;

export const adminRestoreResponseSchema = z.object({ restored: count });
export type AdminRestoreResponse = z.infer<typeof adminRestoreResponseSchema>;

/** `q`, `limit` and `offset` as GET /api/songs takes them. */
export const adminSongsQuerySchema = z.omit(songsQuerySchema, { songbook: true });
export type AdminSongsQuery = z.infer<typeof adminSongsQuerySchema>;

export const adminSongSchema = z.object({
  db_id: z.number().check(z.int()),
  id: z.string(),
  title: z.string(),
  artist: z.string(),
  songbook_name: z.string(),
  hidden: z.boolean(),
});
export type AdminSong = z.infer<typeof adminSongSchema>;

export const adminSongsResponseSchema = z.object({
  songs: z.array(adminSongSchema),
  total: count,
});
export type AdminSongsResponse = z.infer<typeof adminSongsResponseSchema>;

export const adminHideResponseSchema = z.object({ hidden: z.literal(true) });
export type AdminHideResponse = z.infer<typeof adminHideResponseSchema>;

const statusOf = (what: string) =>
  z.enum(FEEDBACK_STATUSES, { error: `${what} must be one of ${FEEDBACK_STATUSES.join(", ")}` });

export const adminFeedbackQuerySchema = z.object({ status: z.optional(statusOf("status")) });
export type AdminFeedbackQuery = z.infer<typeof adminFeedbackQuerySchema>;

export const adminFeedbackSchema = z.object({
  id: z.number().check(z.int()),
  subject: z.string(),
  content: z.string(),
  status: feedbackStatusSchema,
  created_at: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

export const adminFeedbackListResponseSchema = z.object({
  feedback: z.array(adminFeedbackSchema),
});
export type AdminFeedbackListResponse = z.infer<typeof adminFeedbackListResponseSchema>;

export const adminFeedbackUpdateBodySchema = z.object({ status: statusOf("status") });
export type AdminFeedbackUpdateBody = z.infer<typeof adminFeedbackUpdateBodySchema>;

export const adminFeedbackResponseSchema = z.object({ feedback: adminFeedbackSchema });
export type AdminFeedbackResponse = z.infer<typeof adminFeedbackResponseSchema>;

// Karaoke songs from YouTube (docs/admin.md, "Karaoke songs from YouTube").

/** A Data API key as Google issues them (39 characters), with room to spare; never sent back. */
export const YOUTUBE_KEY_MAX = 200;

export const adminYoutubeKeyBodySchema = z.object({
  key: z
    .string({ error: "key must be text" })
    .check(
      z.trim(),
      z.minLength(1, "key is required"),
      z.maxLength(YOUTUBE_KEY_MAX, `key must be at most ${YOUTUBE_KEY_MAX} characters`),
      z.regex(/^[A-Za-z0-9_-]+$/, "key must be letters, digits, - and _ only"),
    ),
});
export type AdminYoutubeKeyBody = z.infer<typeof adminYoutubeKeyBodySchema>;

/** The key as answers show it: whether there is one, and `…` with its last four characters. */
export const adminYoutubeKeySchema = z.object({
  configured: z.boolean(),
  hint: z.nullable(z.string()),
});
export type AdminYoutubeKey = z.infer<typeof adminYoutubeKeySchema>;

export const adminYoutubeKeyResponseSchema = z.object({ key: adminYoutubeKeySchema });
export type AdminYoutubeKeyResponse = z.infer<typeof adminYoutubeKeyResponseSchema>;

/**
 * `POST /imports`: the ticked channels; with `refresh: true`, the refresh now — every channel the
 * catalogue already has from YouTube, as the daily refresh reads them.
 */
export const adminStartImportBodySchema = z.object({
  refresh: z.optional(z.boolean({ error: "refresh must be true or false" })),
});
export type AdminStartImportBody = z.infer<typeof adminStartImportBodySchema>;

/** A channel URL (`https://www.youtube.com/@name`, `/channel/UC…`), an `@handle` or a `UC…` id. */
export const adminChannelBodySchema = z.object({
  channel: z
    .string({ error: "channel must be text" })
    .check(
      z.trim(),
      z.minLength(1, "channel is required"),
      z.maxLength(300, "channel must be at most 300 characters"),
    ),
});
export type AdminChannelBody = z.infer<typeof adminChannelBodySchema>;

export const adminChannelUpdateBodySchema = z.object({
  selected: z.boolean({ error: "selected must be true or false" }),
});
export type AdminChannelUpdateBody = z.infer<typeof adminChannelUpdateBodySchema>;

export const adminChannelSchema = z.object({
  /** `@name`, or the `UC…` id of a channel without a handle; the key of the channel's calls. */
  handle: z.string(),
  songbook: z.string(),
  prefix: z.string(),
  selected: z.boolean(),
  /** The catalogue has this channel's songbook. */
  imported: z.boolean(),
});
export type AdminChannel = z.infer<typeof adminChannelSchema>;

export const adminChannelResponseSchema = z.object({ channel: adminChannelSchema });
export type AdminChannelResponse = z.infer<typeof adminChannelResponseSchema>;

export const ADMIN_IMPORT_KINDS = ["manual", "daily"] as const;
export const ADMIN_IMPORT_STATUSES = ["running", "done", "failed"] as const;
/** Why uploads did not become songs, in the buckets the page shows. */
export const ADMIN_SKIP_BUCKETS = [
  "not_embeddable",
  "region",
  "not_karaoke",
  "medley",
  "other",
] as const;
export type AdminSkipBucket = (typeof ADMIN_SKIP_BUCKETS)[number];

export const adminImportStateSchema = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(ADMIN_IMPORT_KINDS),
  status: z.enum(ADMIN_IMPORT_STATUSES),
  started_at: z.string(),
  finished_at: z.nullable(z.string()),
  channels: z.object({ done: count, total: count }),
  /** The songbook name of the channel being read; null between channels and at the end. */
  current: z.nullable(z.string()),
  videos_seen: count,
  songs_kept: count,
  skipped: z.object({
    not_embeddable: count,
    region: count,
    not_karaoke: count,
    medley: count,
    other: count,
  }),
  songs_added: count,
  songs_hidden: count,
  /** Why a failed import stopped (English, as the Data API or the cloud said it). */
  error: z.nullable(z.string()),
});
export type AdminImportState = z.infer<typeof adminImportStateSchema>;

export const adminImportResponseSchema = z.object({ import: adminImportStateSchema });
export type AdminImportResponse = z.infer<typeof adminImportResponseSchema>;

export const adminCurrentImportResponseSchema = z.object({
  import: z.nullable(adminImportStateSchema),
});
export type AdminCurrentImportResponse = z.infer<typeof adminCurrentImportResponseSchema>;

/** The `data` of each `import` event of GET /imports/events: the state, or null before any. */
export const adminImportEventDataSchema = z.nullable(adminImportStateSchema);

export const adminYoutubeResponseSchema = z.object({
  key: adminYoutubeKeySchema,
  channels: z.array(adminChannelSchema),
  refresh: z.object({
    /** The newest import of any kind: the daily refresh counts its 24 hours from it. */
    last: z.nullable(adminImportStateSchema),
    /** When the next daily refresh is due; null without a key or a channel imported. */
    next_at: z.nullable(z.string()),
  }),
});
export type AdminYoutubeResponse = z.infer<typeof adminYoutubeResponseSchema>;
