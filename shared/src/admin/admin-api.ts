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
