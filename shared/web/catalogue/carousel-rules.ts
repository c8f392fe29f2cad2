// The carousels (docs/product.md#session-home): 10 songs first, 'View More' adds 10 at a time, up
// to 50.
import { CAROUSEL_FIRST, CAROUSEL_STEP, POPULAR_MAX_LIMIT } from "@encore/shared";

export function firstVisible(available: number): number {
  return Math.min(CAROUSEL_FIRST, available);
}

export function viewMore(visible: number, available: number): number {
  return Math.min(visible + CAROUSEL_STEP, POPULAR_MAX_LIMIT, available);
}

export function canViewMore(visible: number, available: number): boolean {
  return visible < Math.min(POPULAR_MAX_LIMIT, available);
}
