// `npm run catalogue -- status`: how many songs the catalogue holds and how many are hidden.
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { CATALOGUE_USAGE, formatCatalogueStatus } from "./catalogue-status.js";
import { hiddenSongCounts } from "./song-playability.js";

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== "status" || rest.length > 0) {
    if (command !== undefined && command !== "help" && command !== "--help") {
      console.error(`Unknown command: ${argv.join(" ")}`);
    }
    console.error(CATALOGUE_USAGE);
    return command === "help" || command === "--help" ? 0 : 2;
  }
  const database = await openDatabase(loadConfig());
  try {
    await migrateToLatest(database.db);
    console.log(formatCatalogueStatus(await hiddenSongCounts(database.db)));
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
