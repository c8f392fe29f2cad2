// `npm start`: configuration, database, then the server; SIGTERM and SIGINT stop it gracefully.
// In a terminal it says where to go in a few lines (start-banner.ts) and logs readable lines;
// elsewhere every line is JSON.
import path from "node:path";
import { ConfigError, loadConfig } from "./config.js";
import { createProcessLogger } from "./logger.js";
import { OUTBOX_DIR } from "./mail/mailer.js";
import { keepServingAfterStrayErrors } from "./process-guard.js";
import { startServer } from "./server.js";
import { openServices } from "./services.js";
import { adminLine, startBanner, type AdminFacts } from "./start-banner.js";
import { certificateWarning } from "./tls/certificate-warning.js";

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
  const terminal = process.stdout.isTTY === true;
  const logger = createProcessLogger(config.logLevel, terminal);
  const expiring = config.tls && certificateWarning(config.tls, new Date());
  if (expiring) logger.warn({ certFile: config.tls?.certFile }, expiring);
  const services = await openServices(config, logger);
  const running = await startServer(services);
  // From here on a stray error is logged, not fatal (process-guard.ts); before, it ends start-up.
  keepServingAfterStrayErrors(logger);
  const facts = {
    url: running.url,
    publicUrl: config.publicUrl,
    database: services.database.location,
  };
  const { adminPassword } = services;
  const admin: AdminFacts = {
    url: `${config.publicUrl}/admin`,
    password: adminPassword.generated ? adminPassword.value : null,
    file: adminPassword.file,
  };
  if (terminal) {
    const outbox = config.smtpUrl ? null : path.join(config.dataDir, OUTBOX_DIR);
    console.log(`\n${startBanner({ ...facts, outbox, host: config.host, admin })}\n`);
  } else {
    logger.info(facts, `Encore is running: open ${config.publicUrl} on the big screen`);
    logger.info({ admin: admin.url }, adminLine(admin));
  }

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
