// GET /api/config (docs/protocol.md#calls): what the screen and the remote need at start.
import { z } from "zod/mini";

export const appConfigResponseSchema = z.object({
  version: z.string(),
  /** Where phones reach this cloud: the join QR holds `{public_url}/remote/join/{CODE}`. */
  public_url: z.string(),
  google_sign_in: z.boolean(),
  analytics_id: z.nullable(z.string()),
  /** The catalogue is still the bundled demo (music videos, not karaoke): the host is told once. */
  demo_catalogue: z.boolean(),
  /**
   * The catalogue's median song length in seconds: a wait counts a song of unknown length as
   * this long. Absent from older clouds (then DEFAULT_MEDIAN_DURATION_S).
   */
  median_duration_s: z.optional(z.number().check(z.positive())),
});
export type AppConfigResponse = z.infer<typeof appConfigResponseSchema>;

/** A song's length when the catalogue knows none: about a pop song's. */
export const DEFAULT_MEDIAN_DURATION_S = 240;
