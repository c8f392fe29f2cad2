// `npm run import:youtube -- --key KEY --channel ID [ID...]`: one songbook per karaoke channel.
import { parseArgs } from "node:util";
import { loadConfig } from "../../config.js";
import { openDatabase } from "../../db/database.js";
import { migrateToLatest } from "../../db/migrate.js";
import { afterBulkImport } from "../song-search.js";
import { importChannels } from "./import-channels.js";
import { createYoutubeApi, YOUTUBE_API_BASE } from "./youtube-api.js";

const USAGE = `Usage: npm run import:youtube -- --key KEY --channel CHANNEL [CHANNEL...]
  CHANNEL    a channel id (UC…) or handle (@name)
  --api-base the API's base URL (default ${YOUTUBE_API_BASE}; also YOUTUBE_API_BASE)`;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        key: { type: "string" },
        channel: { type: "string", multiple: true },
        "api-base": { type: "string" },
        help: { type: "boolean" },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  // `--channel A B C` leaves B and C as positionals.
  const channels = [...(values.channel ?? []), ...positionals];
  if (values.help || !values.key || channels.length === 0) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const api = createYoutubeApi({
    key: values.key,
    baseUrl: values["api-base"] ?? process.env.YOUTUBE_API_BASE ?? YOUTUBE_API_BASE,
  });
  const database = await openDatabase(loadConfig());
  try {
    await migrateToLatest(database.db);
    await importChannels(
      database.db,
      api,
      channels,
      ({ channel, songbook, prefix, report, skippedVideos }) => {
        console.log(
          `${channel} → ${songbook} (${prefix}): ${report.added} added, ${report.updated} updated, ` +
            `${report.unchanged} unchanged, ${skippedVideos} videos without 'Artist - Title' or unavailable`,
        );
      },
    );
    await afterBulkImport(database);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
