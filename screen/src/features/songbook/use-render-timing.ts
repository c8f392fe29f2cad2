// How long a page of songs takes from its data arriving to being painted, as a User Timing
// measure (`encore:songbook-render`) that bench/screen reads in the browser (budget: 100 ms).
import { useLayoutEffect } from "react";

export const SONGBOOK_RENDER_MEASURE = "encore:songbook-render";

export function useRenderTiming(dataArrivedAt: number | null): void {
  useLayoutEffect(() => {
    if (dataArrivedAt === null) return;
    // The frame after the commit is the one that shows it.
    const frame = requestAnimationFrame(() => {
      performance.measure(SONGBOOK_RENDER_MEASURE, {
        start: dataArrivedAt,
        end: performance.now(),
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [dataArrivedAt]);
}
