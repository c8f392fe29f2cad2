// GET /metrics, at the site's root as Prometheus expects (docs/deploy.md, "Metrics"). It exists
// only when METRICS_TOKEN is set, and then answers only `Authorization: Bearer <METRICS_TOKEN>`;
// without the variable the path is the web apps' 404 like any unknown one.
import { problem } from "@encore/shared";
import type { Middleware } from "koa";
import { HttpError } from "../http/errors.js";
import { sameSecret } from "../security/secret-token.js";
import type { Metrics } from "./metrics.js";
import { watchState, type WatchedState } from "./state-gauges.js";

export const METRICS_PATH = "/metrics";

export const METRICS_TOKEN_PROBLEM = problem("metrics_token", "Missing or wrong metrics token");

export interface MetricsRouteServices extends WatchedState {
  config: { metricsToken: string | undefined };
  metrics: Metrics | null;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
function bearerToken(authorization: string): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  return match ? (match[1] as string) : null;
}

export function metricsRoute(services: MetricsRouteServices): Middleware {
  const { metrics } = services;
  const expected = services.config.metricsToken;
  if (!metrics || expected === undefined) return (_ctx, next) => next();
  // The gauges read the sessions' and the database's state at each scrape (state-gauges.ts).
  watchState(metrics, services);
  return async (ctx, next) => {
    if (ctx.path !== METRICS_PATH) return next();
    if (ctx.method !== "GET" && ctx.method !== "HEAD") {
      ctx.status = 405;
      ctx.set("Allow", "GET, HEAD");
      return;
    }
    const given = bearerToken(ctx.get("Authorization"));
    // Compared in constant time: the answer's timing says nothing of how much of a guess was right.
    if (given === null || !sameSecret(given, expected)) {
      throw new HttpError(401, METRICS_TOKEN_PROBLEM, { "WWW-Authenticate": "Bearer" });
    }
    ctx.set("Cache-Control", "no-store");
    ctx.body = await metrics.registry.metrics();
    ctx.set("Content-Type", metrics.registry.contentType);
  };
}
