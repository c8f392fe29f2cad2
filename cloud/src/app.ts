// The Koa application: error shaping, body parsing with a size limit, and every feature's router
// under /api.
import { bodyParser } from "@koa/bodyparser";
import Router from "@koa/router";
import Koa from "koa";
import { catalogueRouter } from "./catalogue/catalogue-router.js";
import type { FavoriteLookup } from "./catalogue/favorite-lookup.js";
import type { SongSearch } from "./catalogue/song-search.js";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/database.js";
import { healthRouter } from "./health/health-router.js";
import { errorHandler } from "./http/error-handler.js";
import type { Logger } from "./logger.js";
import type { SessionsFeature } from "./sessions/sessions-feature.js";

export const JSON_BODY_LIMIT = "64kb";

export interface AppServices {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  songSearch: SongSearch;
  favoriteLookup: FavoriteLookup;
  sessions: SessionsFeature;
}

export function createApp(services: AppServices): Koa {
  const app = new Koa({ proxy: true });
  app.silent = true; // errors are logged by errorHandler, once

  const api = new Router({ prefix: "/api" });
  for (const router of [
    healthRouter(),
    catalogueRouter({
      db: services.database.db,
      songSearch: services.songSearch,
      favoriteLookup: services.favoriteLookup,
    }),
    services.sessions.router,
  ]) {
    api.use(router.routes(), router.allowedMethods());
  }

  app.use(errorHandler(services.logger));
  app.use(bodyParser({ enableTypes: ["json"], jsonLimit: JSON_BODY_LIMIT, encoding: "utf-8" }));
  app.use(api.routes());
  app.use(api.allowedMethods());
  return app;
}
