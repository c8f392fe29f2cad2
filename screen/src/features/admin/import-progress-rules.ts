// What an import's state says on the page: how far it is, and the skipped videos by reason, the
// commonest first, without the reasons no video had.
import type { AdminImportState } from "@encore/shared";

export type SkipReason = keyof AdminImportState["skipped"];

/** 0–100: the channels done, and the current one counted half done while it is read. */
export function importPercent(state: AdminImportState): number {
  if (state.status !== "running") return 100;
  const { done, total } = state.channels;
  if (total === 0) return 0;
  const current = state.current ? 0.5 : 0;
  return Math.min(100, Math.round(((done + current) / total) * 100));
}

export function skippedByReason(state: AdminImportState): { reason: SkipReason; count: number }[] {
  return (Object.entries(state.skipped) as [SkipReason, number][])
    .filter(([, count]) => count > 0)
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    .map(([reason, count]) => ({ reason, count }));
}
