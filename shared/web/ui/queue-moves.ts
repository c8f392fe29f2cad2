// A finished drag as a queue move: from and to indices, and the moved item's queue_id. Dropping an
// item on its own place does nothing (docs/product.md#queue-operations).
export interface QueueMove {
  from: number;
  to: number;
  queueId: string;
}

export function moveTarget(
  ids: readonly string[],
  activeId: string,
  overId: string | null,
): QueueMove | null {
  if (overId === null || overId === activeId) return null;
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0) return null;
  return { from, to, queueId: activeId };
}

/** The queue after a move, for showing it at once while the cloud confirms. */
export function applyMove<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...items];
  next.splice(to, 0, moved);
  return next;
}
