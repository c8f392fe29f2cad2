// Opens everything the service needs, in order: database, migrations, demo catalogue, then mail,
// rate limits and accounts.
import { createAccountServices } from "./accounts/account-services.js";
import type { AppServices } from "./app.js";
import { signedInFavorites } from "./catalogue/favorite-lookup.js";
import { seedDemoCatalogue } from "./catalogue/demo-catalogue.js";
import { createPostgresSongSearch } from "./catalogue/postgres-song-search.js";
import { createSqliteSongSearch } from "./catalogue/song-search.js";
import type { Config } from "./config.js";
import { openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { favoritesAmong } from "./favorites/favorites-repository.js";
import type { Logger } from "./logger.js";
import { createMailer } from "./mail/mailer.js";
import { createRateLimits } from "./security/rate-limits.js";
import { createSessionsFeature, type SessionOptions } from "./sessions/sessions-feature.js";

export interface ServiceOptions {
  sessions?: SessionOptions;
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
    songSearch:
      database.dialect === "sqlite" ? createSqliteSongSearch(db) : createPostgresSongSearch(db),
    favoriteLookup: signedInFavorites(
      async (ctx) => (await accounts.auth.userOf(ctx))?.id,
      (userId, songIds) => favoritesAmong(db, userId, songIds),
    ),
    mailer,
    rateLimits: createRateLimits(),
    accounts,
    sessions: createSessionsFeature(db, logger, {
      singleInstance: config.redisUrl === undefined,
      ...options.sessions,
    }),
  };
}
