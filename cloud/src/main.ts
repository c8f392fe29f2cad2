// `npm start`: configuration, database, then the server; SIGTERM and SIGINT stop it gracefully.
import { ConfigError, loadConfig } from "./config.js";
import { createLogger } from "./logger.js";
import { keepServingAfterStrayErrors } from "./process-guard.js";
import { startServer } from "./server.js";
import { openServices } from "./services.js";

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const services = await openServices(config, logger);
  const running = await startServer(services);
  // From here on a stray error is logged, not fatal (process-guard.ts); before, it ends start-up.
  keepServingAfterStrayErrors(logger);
  logger.info(
    { url: running.url, publicUrl: config.publicUrl, database: services.database.location },
    `Encore is running: open ${config.publicUrl} on the big screen`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
