// The back office's sections, in order, and the tab keys of the ARIA tabs pattern.
export const ADMIN_TABS = ["parties", "karaoke", "songs", "feedback"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** The tab a key moves to: arrows wrap, Home and End go to the ends; null for any other key. */
export function nextTab(current: AdminTab, key: string): AdminTab | null {
  const at = ADMIN_TABS.indexOf(current);
  const last = ADMIN_TABS.length - 1;
  const index =
    key === "ArrowRight"
      ? (at + 1) % ADMIN_TABS.length
      : key === "ArrowLeft"
        ? (at + last) % ADMIN_TABS.length
        : key === "Home"
          ? 0
          : key === "End"
            ? last
            : null;
  return index === null ? null : (ADMIN_TABS[index] ?? null);
}
