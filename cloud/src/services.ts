// Opens everything the service needs, in order: database, migrations, demo catalogue, Redis when
// several instances share the work (REDIS_URL), then mail, rate limits and accounts.
import type { Problem } from "@encore/shared";
import { createAccountServices } from "./accounts/account-services.js";
import { loadAdminPassword } from "./admin/admin-password.js";
import { createYoutubeFeature, type YoutubeOptions } from "./admin/youtube/youtube-feature.js";
import type { AppServices } from "./app.js";
import { signedInFavorites } from "./catalogue/favorite-lookup.js";
import { seedDemoCatalogue } from "./catalogue/demo-catalogue.js";
import { createPostgresSongSearch } from "./catalogue/postgres-song-search.js";
import { createSqliteSongSearch } from "./catalogue/song-search.js";
import type { Config } from "./config.js";
import type { Pool } from "pg";
import type { DatabaseHandle } from "./db/database-handle.js";
import { openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { READ_WORKERS } from "./db/sqlite-read-pool.js";
import { createPostgresPool, pgPoolCounts } from "./db/postgres.js";
import { favoritesAmong } from "./favorites/favorites-repository.js";
import { userOfLoginSession } from "./accounts/login-sessions.js";
import type { Logger } from "./logger.js";
import { createMailer } from "./mail/mailer.js";
import { measureCommands } from "./metrics/command-metrics.js";
import { createMetrics } from "./metrics/metrics.js";
import { openRedis, type RedisConnection } from "./scale-out/redis-connection.js";
import { redisRateLimiters } from "./scale-out/redis-rate-limiters.js";
import { redisStreamsAdapter } from "./scale-out/socket-adapter.js";
import { HttpError } from "./http/errors.js";
import { redisRecentMarks } from "./scale-out/redis-recent-marks.js";
import { allowedHosts } from "./security/allowed-hosts.js";
import { createJoinLimits, DEFAULT_JOIN_LIMITS } from "./security/join-limits.js";
import { createRateLimits, DEFAULT_RATE_LIMITS, type RateLimits } from "./security/rate-limits.js";
import { createPlayCounter, memoryRecentMarks } from "./sessions/play-counter.js";
import { createAdvisoryLock } from "./sessions/concurrency/advisory-lock.js";
import type { SessionLock } from "./sessions/concurrency/session-lock.js";
import { createSessionsFeature, type SessionOptions } from "./sessions/sessions-feature.js";

/** Sessions whose commands run at the same moment on this instance; more wait their turn. */
const SESSION_LOCK_CONNECTIONS = 10;

export interface ServiceOptions {
  sessions?: SessionOptions;
  /** Prefix of Encore's Redis keys and channels; tests give each server group its own. */
  redisKeyPrefix?: string;
  /** The YouTube imports' intervals (the daily refresh's check, the events' throttle…). */
  youtube?: YoutubeOptions;
}

export async function openServices(
  config: Config,
  logger: Logger,
  options: ServiceOptions = {},
): Promise<AppServices> {
  // First, so a DATA_DIR it cannot write stops the start before anything is opened.
  const adminPassword = await loadAdminPassword(config.adminPassword, config.dataDir);
  // The server's commits must not pause for checkpoints; the CLIs' may.
  const opened = await openDatabase({
    ...config,
    backgroundCheckpoints: true,
    // Catalogue reads on worker threads, off the event loop (db/sqlite-read-pool.ts).
    readWorkers: READ_WORKERS,
    onCheckpointError: (error) =>
      logger.error({ err: error }, "SQLite checkpoint worker failed; commits checkpoint again"),
  });
  const sessionLock = openSessionLock(config);
  // The handle closes every connection this service holds to the database, the lock's too.
  const database: DatabaseHandle = {
    ...opened,
    pools: () => [
      ...(opened.pools?.() ?? []),
      ...(sessionLock ? [pgPoolCounts("session_locks", sessionLock.pool)] : []),
    ],
    close: async () => {
      await opened.close();
      await sessionLock?.pool.end();
    },
  };
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
  const rateLimits = redis
    ? createRateLimits(DEFAULT_RATE_LIMITS, redisRateLimiters(redis))
    : createRateLimits();
  // Counted only for a Prometheus that may read it (METRICS_TOKEN; docs/deploy.md, Metrics).
  const metrics = config.metricsToken ? createMetrics() : null;
  return {
    config,
    logger,
    database,
    songSearch:
      database.dialect === "sqlite"
        ? createSqliteSongSearch(database.reads)
        : createPostgresSongSearch(db),
    favoriteLookup: signedInFavorites(
      async (ctx) => (await accounts.auth.userOf(ctx))?.id,
      (userId, songIds) => favoritesAmong(db, userId, songIds),
    ),
    mailer,
    rateLimits,
    metrics,
    redis,
    accounts,
    adminPassword,
    youtube: createYoutubeFeature({
      database,
      apiBaseUrl: config.youtubeApiUrl,
      logger,
      ...(options.youtube ? { options: options.youtube } : {}),
    }),
    sessions: createSessionsFeature(database, logger, {
      singleInstance: redis === null,
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      allowedHosts: allowedHosts({ publicUrl: config.publicUrl, extra: config.allowedHosts }),
      accountOf: (token) => userOfLoginSession(db, token, new Date()),
      joinLimits: redis
        ? createJoinLimits(DEFAULT_JOIN_LIMITS, redisRateLimiters(redis))
        : createJoinLimits(),
      ...(redis ? { rateLimiters: redisRateLimiters(redis) } : {}),
      ...(redis ? { adapter: redisStreamsAdapter(redis) } : {}),
      ...(sessionLock ? { lock: sessionLock.lock } : {}),
      playCounter: createPlayCounter(redis ? redisRecentMarks(redis) : memoryRecentMarks()),
      mayCreateSession: (address) => sessionCreationRefusal(rateLimits, address),
      ...(metrics ? { measureCommand: measureCommands(metrics) } : {}),
      ...options.sessions,
    }),
  };
}

/**
 * On PostgreSQL, session commands also take an advisory lock, so several instances on one
 * database never interleave the commands of one session; its pool is its own (advisory-lock.ts).
 */
function openSessionLock(config: Config): { lock: SessionLock; pool: Pool } | undefined {
  if (!config.databaseUrl) return undefined;
  const pool = createPostgresPool(config.databaseUrl, SESSION_LOCK_CONNECTIONS);
  return { lock: createAdvisoryLock(pool), pool };
}

/** The socket's CREATE_SESSION counts against the same limit as POST /api/sessions. */
async function sessionCreationRefusal(
  rateLimits: RateLimits,
  address: string,
): Promise<Problem | null> {
  try {
    await rateLimits.checkAddress("createSession", address);
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error.body;
    throw error;
  }
}
