// The tables as Kysely sees them. Timestamps are ISO-8601 text in UTC, which sorts correctly and
// reads the same on SQLite and PostgreSQL.
import type { AdminHiddenReason, FeedbackStatus, TitleOrder } from "@encore/shared";
import type { Generated, Selectable } from "kysely";

export interface SongbooksTable {
  id: Generated<number>;
  name: string;
  prefix: string;
  file: string;
  thumbnail_url: string;
  source: string | null;
  created_at: string;
}

export interface SongsTable {
  id: Generated<number>;
  songbook_id: number;
  number: number;
  title: string;
  artist: string;
  youtube_id: string;
  view_count: Generated<number>;
  added_at: string;
  /** Folded comparison keys (see shared searchKey), for exact and prefix ranking. */
  title_key: string;
  artist_key: string;
  code_key: string;
  /** The video's length in seconds, when the import knew it. */
  duration_s: number | null;
  /** When the song was found not to play (an import, or two screens' embed errors); null: plays. */
  unplayable_at: Generated<string | null>;
  /** When a song screens hid comes back by itself; null: not hidden, or hidden by an import. */
  hidden_until: Generated<string | null>;
  /** How many times screens have hidden the song (each hide lasts twice the one before). */
  times_hidden: Generated<number>;
  /** Who hid it (docs/admin.md): screens' reports, an import, or the operator; null: shown. */
  hidden_reason: Generated<AdminHiddenReason | null>;
}

/** An embed error (100, 101, 150) a screen reported for a song; one row per song and address. */
export interface SongReportsTable {
  song_id: number;
  address_key: string;
  session_code: string;
  queue_id: string;
  error_code: number;
  reported_at: string;
}

/** A screen's reported length of a song, one per party (migrations/0013-length-reports.ts). */
export interface LengthReportsTable {
  song_id: number;
  session_code: string;
  address_key: string;
  duration_s: number;
  reported_at: string;
}

export interface SessionsTable {
  code: string;
  /** JSON: `{state}`, the SessionState (rows written before 0004 also hold old op_ids). */
  state: string;
  version: number;
  created_at: string;
  last_active_at: string;
  due_at: string | null;
  /** The join token of the screen's QR code; null only for a row being migrated. */
  join_token: string | null;
  /** SHA-256 of the screen token, hex; null for sessions created before there were any. */
  screen_token_hash: string | null;
}

/** An op_id a session applied (kept OP_ID_MEMORY_MS at least; the expiry job deletes it after). */
export interface SessionOpsTable {
  code: string;
  op_id: string;
  applied_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  /** Trimmed and lower-case. */
  email: string;
  name: string;
  /** argon2id; null for an account that only signs in with Google. */
  password_hash: string | null;
  email_verified_at: string | null;
  /** The `sub` claim of the linked Google account. */
  google_subject: string | null;
  picture_url: string | null;
  /** A catalogue's tag the account's mails are written in; null: the request's language. */
  language: string | null;
  created_at: string;
  updated_at: string;
}

/** A signed-in browser: the cookie holds `id.verifier`; only the verifier's hash is stored. */
export interface LoginSessionsTable {
  id: string;
  user_id: number;
  verifier_hash: string;
  created_at: string;
  expires_at: string;
}

/** A browser a user signed in from (its `encore_device` cookie is `id.verifier`). */
export interface KnownDevicesTable {
  id: string;
  user_id: number;
  verifier_hash: string;
  created_at: string;
  expires_at: string;
}

/** A sign-up waiting for its link (`id.verifier`); the account is created when it is followed. */
export interface SignupRequestsTable {
  id: string;
  verifier_hash: string;
  email: string;
  name: string;
  password_hash: string;
  /** The language the sign-up was asked in (a catalogue's tag), for the account; null: none. */
  language: string | null;
  created_at: string;
  expires_at: string;
}

/** The token of a password reset link, `id.verifier`, stored like a login session. */
export interface PasswordResetsTable {
  id: string;
  user_id: number;
  verifier_hash: string;
  created_at: string;
  expires_at: string;
}

/** A Google sign-in in progress; the browser's cookie holds `id.verifier`. */
export interface OidcFlowsTable {
  id: string;
  verifier_hash: string;
  state: string;
  nonce: string;
  code_verifier: string;
  created_at: string;
  expires_at: string;
}

export interface FavoritesTable {
  user_id: number;
  song_id: number;
  created_at: string;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  subject: string;
  content: string;
  status: Generated<FeedbackStatus>;
  created_at: string;
  updated_at: string;
}

/** The operator's sign-in (docs/admin.md): the `encore_admin` cookie holds `id.verifier`. */
export interface AdminSessionsTable {
  id: string;
  verifier_hash: string;
  created_at: string;
  expires_at: string;
}

/** A song start the play counter counted (sessions/play-counter.ts): plays per day come from here. */
export interface PlaysTable {
  id: Generated<number>;
  song_id: number;
  started_at: string;
}

/** The cloud's own settings, by name (docs/admin.md): the YouTube Data API key among them. */
export interface SettingsTable {
  name: string;
  value: string;
  updated_at: string;
}

/** A channel of the operator's list (docs/admin.md, "Karaoke songs from YouTube"). */
export interface YoutubeChannelsTable {
  /** `@name`, or the `UC…` id of a channel without a handle. */
  handle: string;
  /** The channel's id once the API was asked: its songbook's source is `youtube:<id>`. */
  channel_id: string | null;
  songbook: string;
  prefix: string;
  title_order: TitleOrder | null;
  /** The list's order: the preset's, then the channels added, oldest first. */
  position: number;
  /** 1: ticked, imported by the next import; 0: not. */
  selected: Generated<number>;
  added_at: string;
}

/** An import of channels, its state as the back office shows it; `running` at most once. */
export interface ImportRunsTable {
  id: Generated<number>;
  kind: "manual" | "daily";
  status: "running" | "done" | "failed";
  started_at: string;
  finished_at: string | null;
  heartbeat_at: string;
  current_channel: string | null;
  error: string | null;
  channels_done: Generated<number>;
  channels_total: Generated<number>;
  videos_seen: Generated<number>;
  songs_kept: Generated<number>;
  skipped_not_embeddable: Generated<number>;
  skipped_region: Generated<number>;
  skipped_not_karaoke: Generated<number>;
  skipped_medley: Generated<number>;
  skipped_other: Generated<number>;
  songs_added: Generated<number>;
  songs_hidden: Generated<number>;
}

/** Work one instance alone does (the daily refresh): held by `holder` until `expires_at`. */
export interface LeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

export interface Database {
  songbooks: SongbooksTable;
  songs: SongsTable;
  song_reports: SongReportsTable;
  length_reports: LengthReportsTable;
  sessions: SessionsTable;
  session_ops: SessionOpsTable;
  users: UsersTable;
  login_sessions: LoginSessionsTable;
  known_devices: KnownDevicesTable;
  signup_requests: SignupRequestsTable;
  password_resets: PasswordResetsTable;
  oidc_flows: OidcFlowsTable;
  favorites: FavoritesTable;
  feedback: FeedbackTable;
  admin_sessions: AdminSessionsTable;
  plays: PlaysTable;
  settings: SettingsTable;
  youtube_channels: YoutubeChannelsTable;
  import_runs: ImportRunsTable;
  leases: LeasesTable;
}

export type SongbookRow = Selectable<SongbooksTable>;
export type SongRow = Selectable<SongsTable>;
export type UserRow = Selectable<UsersTable>;
export type SignupRequestRow = Selectable<SignupRequestsTable>;
export type FeedbackRow = Selectable<FeedbackTable>;
export type ImportRunRow = Selectable<ImportRunsTable>;
export type YoutubeChannelRow = Selectable<YoutubeChannelsTable>;
