// An import's state as the back office shows it (docs/admin.md, "The state of an import"), and
// the buckets the importer's reasons for skipping a video fall into. Pure.
import { KARAOKE_SKIP_REASONS, type AdminImportState, type AdminSkipBucket } from "@encore/shared";
import { UNPLAYABLE } from "../../catalogue/youtube/video-playability.js";
import type { ImportRunRow } from "../../db/schema.js";

export type SkippedCounts = AdminImportState["skipped"];

const BLOCKED_IN = UNPLAYABLE.blockedIn("");

/**
 * The bucket of one of the importer's reasons (channel-songbook.ts, video-playability.ts,
 * shared karaoke-title.ts): embedding off, blocked in a region (or everywhere), a title that is
 * not one song's (no artist and title; a medley or compilation), or anything else (private,
 * deleted, not processed, not a video id).
 */
export function skipBucket(reason: string): AdminSkipBucket {
  if (reason === UNPLAYABLE.notEmbeddable) return "not_embeddable";
  if (reason === UNPLAYABLE.blockedEverywhere || reason.startsWith(BLOCKED_IN)) return "region";
  if (reason === KARAOKE_SKIP_REASONS.noArtist) return "not_karaoke";
  if (reason === KARAOKE_SKIP_REASONS.compilation) return "medley";
  return "other";
}

export function noneSkipped(): SkippedCounts {
  return { not_embeddable: 0, region: 0, not_karaoke: 0, medley: 0, other: 0 };
}

/** `counts` with the importer's per-reason counts added to their buckets. */
export function addSkipped(
  counts: SkippedCounts,
  byReason: Readonly<Record<string, number>>,
): SkippedCounts {
  const sum = { ...counts };
  for (const [reason, n] of Object.entries(byReason)) sum[skipBucket(reason)] += n;
  return sum;
}

export function stateOfRow(row: ImportRunRow): AdminImportState {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    started_at: row.started_at,
    finished_at: row.finished_at,
    channels: { done: row.channels_done, total: row.channels_total },
    current: row.current_channel,
    videos_seen: row.videos_seen,
    songs_kept: row.songs_kept,
    skipped: {
      not_embeddable: row.skipped_not_embeddable,
      region: row.skipped_region,
      not_karaoke: row.skipped_not_karaoke,
      medley: row.skipped_medley,
      other: row.skipped_other,
    },
    songs_added: row.songs_added,
    songs_hidden: row.songs_hidden,
    error: row.error,
  };
}

/** The row's columns a state sets (all but id, kind and started_at). */
export function rowOfState(state: AdminImportState) {
  return {
    status: state.status,
    finished_at: state.finished_at,
    channels_done: state.channels.done,
    channels_total: state.channels.total,
    current_channel: state.current,
    videos_seen: state.videos_seen,
    songs_kept: state.songs_kept,
    skipped_not_embeddable: state.skipped.not_embeddable,
    skipped_region: state.skipped.region,
    skipped_not_karaoke: state.skipped.not_karaoke,
    skipped_medley: state.skipped.medley,
    skipped_other: state.skipped.other,
    songs_added: state.songs_added,
    songs_hidden: state.songs_hidden,
    error: state.error,
  };
}
