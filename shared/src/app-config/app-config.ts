// GET /api/config (CONTRACT §3): what the screen and the remote need at start.
import { z } from "zod";

export const appConfigResponseSchema = z.object({
  version: z.string(),
  /** Where phones reach this cloud: the join QR holds `{public_url}/remote/join/{CODE}`. */
  public_url: z.string(),
  google_sign_in: z.boolean(),
  analytics_id: z.string().nullable(),
  /** The catalogue is still the bundled demo (music videos, not karaoke): the host is told once. */
  demo_catalogue: z.boolean(),
});
export type AppConfigResponse = z.infer<typeof appConfigResponseSchema>;
