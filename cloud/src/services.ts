// Opens everything the service needs, in order: database, migrations, demo catalogue, Redis when
// several instances share the work (REDIS_URL), then mail, rate limits and accounts.
import { createAccountServices } from "./accounts/account-services.js";
import type { AppServices } from "./app.js";
import { signedInFavorites } from "./catalogue/favorite-lookup.js";
import { seedDemoCatalogue } from "./catalogue/demo-catalogue.js";
import { createSqliteSongSearch } from "./catalogue/song-search.js";
import type { Config } from "./config.js";
import { openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { favoritesAmong } from "./favorites/favorites-repository.js";
import type { Logger } from "./logger.js";
import { createMailer } from "./mail/mailer.js";
import { openRedis, type RedisConnection } from "./scale-out/redis-connection.js";
import { redisRateLimiters } from "./scale-out/redis-rate-limiters.js";
import { redisStreamsAdapter } from "./scale-out/socket-adapter.js";
import { createRateLimits, DEFAULT_RATE_LIMITS } from "./security/rate-limits.js";
import { createSessionsFeature, type SessionOptions } from "./sessions/sessions-feature.js";

export interface ServiceOptions {
  sessions?: SessionOptions;
  /** Prefix of Encore's Redis keys and channels; tests give each server group its own. */
  redisKeyPrefix?: string;
}

export async function openServices(
  config: Config,
  logger: Logger,
  options: ServiceOptions = {},
): Promise<AppServices> {
  const database = await openDatabase(config);
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) logger.info({ applied }, "database migrated");
    if (config.seedCatalogue) await seedDemoCatalogue(database.db, logger);
  } catch (error) {
    await database.close();
    throw error;
  }
  let redis: RedisConnection | null = null;
  if (config.redisUrl) {
    try {
      redis = await openRedis(config.redisUrl, logger, options.redisKeyPrefix);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  const db = database.db;
  const mailer = createMailer(
    { smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom },
    logger,
  );
  const accounts = createAccountServices(db, config, mailer, logger);
  return {
    config,
    logger,
    database,
    songSearch: createSqliteSongSearch(db),
    favoriteLookup: signedInFavorites(
      async (ctx) => (await accounts.auth.userOf(ctx))?.id,
      (userId, songIds) => favoritesAmong(db, userId, songIds),
    ),
    mailer,
    rateLimits: redis
      ? createRateLimits(DEFAULT_RATE_LIMITS, redisRateLimiters(redis))
      : createRateLimits(),
    redis,
    accounts,
    sessions: createSessionsFeature(db, logger, {
      singleInstance: redis === null,
      ...(redis ? { adapter: redisStreamsAdapter(redis) } : {}),
      ...options.sessions,
    }),
  };
}
