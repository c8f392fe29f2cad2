// GET /api/config: what the screen and the remote need at start (docs/protocol.md#calls), and
// whether the catalogue is still the bundled demo (the screen tells the host once how to load
// karaoke songs).
import Router from "@koa/router";
import { PRODUCT_VERSION, type AppConfigResponse } from "@encore/shared";
import type { Db } from "../catalogue/catalogue-repository.js";
import { demoPrefixes, isDemoCatalogue } from "../catalogue/demo-catalogue.js";
import { createMedianLength } from "../catalogue/median-length.js";
import type { Config } from "../config.js";

export function configRouter(config: Config, db: Db): Router {
  const prefixes = demoPrefixes();
  const medianLength = createMedianLength(db);
  const router = new Router();
  router.get("/config", async (ctx) => {
    const answer: AppConfigResponse = {
      version: PRODUCT_VERSION,
      public_url: config.publicUrl,
      google_sign_in: config.google !== undefined,
      analytics_id: config.analyticsId ?? null,
      demo_catalogue: await isDemoCatalogue(db, await prefixes),
      median_duration_s: await medianLength.current(),
    };
    ctx.set("Cache-Control", "no-cache");
    ctx.body = answer;
  });
  return router;
}
