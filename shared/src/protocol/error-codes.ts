// The stable codes of the cloud's errors (docs/protocol.md#error-codes): every HTTP error body and
// every socket ERROR carries one beside its English `message`, and the apps show the text of
// `error.<code>` in their language (shared/messages/<tag>.json), falling back to the message. A
// code never changes meaning; a new refusal gets a new code. `params` carries the numbers and
// names an English message is built with, under the argument names of its catalogue text.
import { z } from "zod/mini";

export const ERROR_CODES = [
  // Any request: what a status says when nothing more specific does.
  "bad_request",
  "invalid_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "payload_too_large",
  "too_many_requests",
  "internal_error",
  "not_implemented",
  // GET /metrics without its bearer token (docs/deploy.md, Metrics).
  "metrics_token",
  // Request bodies, query strings, hosts and origins.
  "repeated_parameter",
  "unsupported_encoding",
  "decompressed_too_large",
  "corrupt_body",
  "incomplete_body",
  "forbidden_key",
  "json_not_object",
  "invalid_json",
  "host_not_allowed",
  "cross_origin",
  // Rate limits.
  "too_many_attempts",
  "too_many_parties",
  "too_many_searches",
  "too_many_wrong_codes",
  // The catalogue.
  "search_offset_too_large",
  "search_text_empty",
  "search_text_not_allowed",
  "songbook_not_found",
  // Favorites and feedback.
  "song_not_found",
  "favorite_limit",
  "feedback_limit",
  "feedback_incomplete",
  "feedback_subject_too_long",
  "feedback_content_too_long",
  // Accounts: the forms' rules (auth-rules.ts, password-rules.ts), then the cloud's answers.
  "email_required",
  "email_invalid",
  "password_required",
  "name_required",
  "terms_required",
  "password_too_short",
  "password_too_long",
  "name_too_long",
  "new_password_too_short",
  "new_password_too_long",
  "password_no_uppercase",
  "password_no_lowercase",
  "password_no_number",
  "password_mismatch",
  "invalid_credentials",
  "email_not_verified",
  "verify_link_invalid",
  "reset_link_invalid",
  "unknown_language",
  "google_not_configured",
  "google_sign_in_expired",
  "google_sign_in_failed",
  "google_unavailable",
  "google_email_unverified",
  "google_account_taken",
  // A party: joining, the socket's own limits, and the session's rules.
  "session_not_found",
  "not_joined",
  "invalid_handshake",
  "address_busy",
  "unknown_event",
  "message_too_large",
  "too_many_commands",
  "party_backlog",
  "session_full",
  "session_connections_full",
  "device_busy",
  "something_went_wrong",
  "not_screen",
  "queue_id_required",
  "too_many_pins",
  "song_not_in_catalogue",
  "queue_full",
  "song_already_queued",
  "no_song_at_position",
  "queue_changed",
  "song_no_longer_playing",
  "nothing_playing",
  "nothing_to_play",
  "nothing_to_skip",
  "song_not_in_queue",
  "defer_own_only",
  "too_many_waiting",
  "wrong_pin",
  "no_host_pin",
  "host_only_settings",
  "host_only_skip",
  "host_only_stop",
  "host_only_clear",
  "host_only_reorder",
  "host_only_play_now",
  "host_only_remove_others",
  "length_already_reported",
  // Undo, singers, and a screen that starts again (docs/protocol.md#undo).
  "undo_expired",
  "undo_not_allowed",
  "host_only_singers",
  "singer_not_found",
  "too_many_singers",
  "session_moved",
  // The operator's back office (docs/admin.md).
  "wrong_admin_password",
  "admin_sign_in",
  // Karaoke songs from YouTube, in the back office (docs/admin.md).
  "youtube_key_refused",
  "youtube_key_missing",
  "youtube_unavailable",
  "youtube_channel_not_found",
  "youtube_no_channels",
  "import_running",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** What a message is built with, named as in its catalogue text: `{ max: 10 }`. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** A refusal: its stable code, its English message, and what the message was built with. */
export interface Problem {
  code: ErrorCode;
  message: string;
  params?: ErrorParams;
}

/**
 * What a validation rule of a form finds (auth-rules.ts, password-rules.ts, feedback.ts): the
 * app shows the text of `error.<code>` in its language; the cloud answers it as a 400.
 */
export type RuleProblem = Problem;

export function problem(code: ErrorCode, message: string, params?: ErrorParams): Problem {
  return params === undefined ? { code, message } : { code, message, params };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * Reports a rule's problem as a zod issue of the whole value, so that validation answers it with
 * the rule's code and message (ruleProblemOf).
 */
export function addRuleIssue(
  ctx: Pick<z.core.$RefinementCtx, "addIssue">,
  found: RuleProblem,
): void {
  ctx.addIssue({
    code: "custom",
    message: found.message,
    params: { rule: problem(found.code, found.message, found.params) },
  });
}

/** The rule's problem an issue carries (addRuleIssue); undefined for any other issue. */
export function ruleProblemOf(issue: z.core.$ZodIssue): RuleProblem | undefined {
  if (issue.code !== "custom") return undefined;
  const rule: unknown = issue.params?.rule;
  if (typeof rule !== "object" || rule === null) return undefined;
  const { code, message, params } = rule as Partial<RuleProblem>;
  return isErrorCode(code) && typeof message === "string"
    ? problem(code, message, params)
    : undefined;
}

export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * An error as it comes over the wire: an HTTP error body, a socket ERROR. `code` is a string, not
 * one of ERROR_CODES: a newer cloud's code still parses (the app falls back to `message`), and it
 * is optional because an older cloud sends none.
 */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  params: z.optional(errorParamsSchema),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
