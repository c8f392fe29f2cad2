// GET /api/config: what the screen and the remote need at start (CONTRACT §3).
import Router from "@koa/router";
import { PRODUCT_VERSION, type AppConfigResponse } from "@encore/shared";
import type { Config } from "../config.js";

export function configRouter(config: Config): Router {
  const answer: AppConfigResponse = {
    version: PRODUCT_VERSION,
    public_url: config.publicUrl,
    google_sign_in: config.google !== undefined,
    analytics_id: config.analyticsId ?? null,
  };
  const router = new Router();
  router.get("/config", (ctx) => {
    ctx.set("Cache-Control", "no-cache");
    ctx.body = answer;
  });
  return router;
}
