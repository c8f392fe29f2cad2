// Pagination arithmetic shared by the cloud (has_more) and the clients (page controls, count line).

export function hasMore(offset: number, returned: number, total: number): boolean {
  return offset + returned < total;
}

export type PageItem = number | "ellipsis";

/**
 * The page buttons (docs/product.md#constants): every page when there are 5 or fewer; otherwise the
 * first, the last and the neighbours of the current page, with an ellipsis for each gap. Pages
 * count from 1.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  if (totalPages <= 5) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const shown = new Set([1, totalPages, page - 1, page, page + 1]);
  const items: PageItem[] = [];
  let previous = 0;
  for (let p = 1; p <= totalPages; p += 1) {
    if (!shown.has(p)) continue;
    if (p - previous > 1) items.push("ellipsis");
    items.push(p);
    previous = p;
  }
  return items;
}

/** The songbook count line's range, e.g. '71-140 of 300 songs' → { from: 71, to: 140 }. */
export function pageRange(offset: number, returned: number): { from: number; to: number } {
  if (returned <= 0) return { from: 0, to: 0 };
  return { from: offset + 1, to: offset + returned };
}

export function totalPages(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/** A total as a count line shows it: `10,000+` when the search stopped counting there. */
export function formatTotal(total: number, capped = false): string {
  return capped ? `${total.toLocaleString("en-US")}+` : String(total);
}
