// GET /api/ready: 200 {status: "ready"} when this instance can serve, else 503 {status:
// "not_ready", reason}, for a load balancer or Kubernetes' readinessProbe. GET /api/health stays
// the liveness check: a database outage must not get every instance restarted (docs/deploy.md).
import Router from "@koa/router";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { Logger } from "../logger.js";
import { checkReadiness } from "./readiness.js";

export function readinessRouter(db: Kysely<Database>, logger: Logger): Router {
  const router = new Router();
  // Logged when it changes, not at every probe.
  let wasReady = true;
  router.get("/ready", async (ctx) => {
    const readiness = await checkReadiness(db);
    ctx.set("Cache-Control", "no-store");
    if (readiness.ready) {
      if (!wasReady) logger.info("ready again: the database answers");
      wasReady = true;
      ctx.body = { status: "ready" };
      return;
    }
    if (wasReady) logger.warn({ err: readiness.error }, `not ready: ${readiness.reason}`);
    wasReady = false;
    ctx.status = 503;
    ctx.body = { status: "not_ready", reason: readiness.reason };
  });
  return router;
}
