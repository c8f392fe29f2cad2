// Opens everything the service needs, in order: database, migrations, demo catalogue.
import type { AppServices } from "./app.js";
import { noFavorites } from "./catalogue/favorite-lookup.js";
import { seedDemoCatalogue } from "./catalogue/demo-catalogue.js";
import { createSqliteSongSearch } from "./catalogue/song-search.js";
import type { Config } from "./config.js";
import { openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import type { Logger } from "./logger.js";
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
  return {
    config,
    logger,
    database,
    songSearch: createSqliteSongSearch(database.db),
    favoriteLookup: noFavorites,
    sessions: createSessionsFeature(database.db, logger, {
      singleInstance: config.redisUrl === undefined,
      ...options.sessions,
    }),
  };
}
