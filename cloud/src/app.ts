// The Koa application: security headers, error shaping, the cross-origin write guard, body
// parsing with a size limit, and every feature's router under /api.
import path from "node:path";
import { fileURLToPath } from "node:url";
import Router from "@koa/router";
import Koa from "koa";
import type { AccountServices } from "./accounts/account-services.js";
import type { AdminPassword } from "./admin/admin-password.js";
import type { YoutubeFeature } from "./admin/youtube/youtube-feature.js";
import { adminRouter } from "./admin/admin-router.js";
import { configRouter } from "./app-config/config-router.js";
import { accountsRouter } from "./accounts/accounts-router.js";
import { catalogueRouter } from "./catalogue/catalogue-router.js";
import type { FavoriteLookup } from "./catalogue/favorite-lookup.js";
import type { SongSearch } from "./catalogue/song-search.js";
import type { Config } from "./config.js";
import type { RedisConnection } from "./scale-out/redis-connection.js";
import type { DatabaseHandle } from "./db/database-handle.js";
import { favoritesRouter } from "./favorites/favorites-router.js";
import { feedbackRouter } from "./feedback/feedback-router.js";
import { healthRouter } from "./health/health-router.js";
import { readinessRouter } from "./health/readiness-router.js";
import { errorHandler } from "./http/error-handler.js";
import { compressJson } from "./http/compress-json.js";
import { jsonBody } from "./http/json-body.js";
import type { Logger } from "./logger.js";
import { sessionRouter } from "./sessions/session-router.js";
import type { SessionsFeature } from "./sessions/sessions-feature.js";
import type { Mailer } from "./mail/mailer.js";
import type { Metrics } from "./metrics/metrics.js";
import { metricsRoute } from "./metrics/metrics-route.js";
import { timedSearch } from "./metrics/search-metrics.js";
import { allowedHosts, hostCheck } from "./security/allowed-hosts.js";
import { originCheck } from "./security/origin-check.js";
import type { RateLimits } from "./security/rate-limits.js";
import { securityHeaders } from "./security/security-headers.js";
import { webApps, type WebAppFolders } from "./web/web-apps.js";

/** The largest JSON body, in bytes, before and after decompression. */
export const JSON_BODY_LIMIT = 64 * 1024;

export interface AppServices {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  songSearch: SongSearch;
  favoriteLookup: FavoriteLookup;
  sessions: SessionsFeature;
  mailer: Mailer;
  rateLimits: RateLimits;
  accounts: AccountServices;
  /** Shared with the other instances when there are several (REDIS_URL); null when alone. */
  redis: RedisConnection | null;
  /** The operator's password for /admin (docs/admin.md, Access). */
  adminPassword: AdminPassword;
  /** Karaoke songs from YouTube, imported from the back office (docs/admin.md). */
  youtube: YoutubeFeature;
  /** Prometheus metrics, only with METRICS_TOKEN (docs/deploy.md, Metrics); null otherwise. */
  metrics: Metrics | null;
  /** The built screen and remote; folders that do not exist serve nothing (API only). */
  webAppFolders?: WebAppFolders;
}

/** Beside the cloud in the repository: screen/dist and remote/dist. */
export function defaultWebAppFolders(): WebAppFolders {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  return { screen: path.join(root, "screen/dist"), remote: path.join(root, "remote/dist") };
}

export function createApp(services: AppServices): Koa {
  // The rate limits count per client address. Without a proxy it is the connection's: an
  // X-Forwarded-For is whatever the client wrote, and trusting it would let anyone pick a fresh
  // address per attempt. Behind one proxy (TRUST_PROXY), the last entry is the one it wrote.
  const app = new Koa({ proxy: services.config.trustProxy, maxIpsCount: 1 });
  app.silent = true; // errors are logged by errorHandler, once

  const api = new Router({ prefix: "/api" });
  for (const router of [
    healthRouter(),
    readinessRouter(services.database.db, services.logger),
    configRouter(services.config, services.database.db),
    catalogueRouter({
      db: services.database.reads,
      songSearch: timedSearch(services.songSearch, services.metrics),
      favoriteLookup: services.favoriteLookup,
      rateLimits: services.rateLimits,
    }),
    sessionRouter({
      service: services.sessions.service,
      presence: services.sessions.presence,
      favoriteLookup: services.favoriteLookup,
      rateLimits: services.rateLimits,
      joinLimits: services.sessions.joinLimits,
    }),
    accountsRouter({
      db: services.database.db,
      ...services.accounts,
      rateLimits: services.rateLimits,
    }),
    favoritesRouter({ db: services.database.db, auth: services.accounts.auth }),
    feedbackRouter({ db: services.database.db, auth: services.accounts.auth }),
    adminRouter({
      database: services.database,
      password: services.adminPassword.value,
      publicUrl: services.config.publicUrl,
      rateLimits: services.rateLimits,
      presence: services.sessions.presence,
      youtube: services.youtube,
    }),
  ]) {
    api.use(router.routes(), router.allowedMethods());
  }

  app.use(securityHeaders(services.config.publicUrl, services.config.analyticsId));
  app.use(errorHandler(services.logger));
  // Only requests addressed to one of the cloud's names are answered (docs/security.md).
  const hosts = allowedHosts({
    publicUrl: services.config.publicUrl,
    extra: services.config.allowedHosts,
  });
  app.use(hostCheck(hosts, services.config.trustProxy));
  app.use(originCheck(services.config.publicUrl, hosts));
  app.use(jsonBody(JSON_BODY_LIMIT));
  app.use(compressJson());
  app.use(metricsRoute(services));
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(webApps(services.webAppFolders ?? defaultWebAppFolders()));
  return app;
}
