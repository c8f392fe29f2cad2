// `npm run import:youtube -- --key KEY --channel ID [ID...]` or `--preset karaoke`: one songbook
// per karaoke channel, with only the videos that can play (in REGION, when given).
import { parseArgs } from "node:util";
import { loadConfig } from "../../config.js";
import { openDatabase } from "../../db/database.js";
import { migrateToLatest } from "../../db/migrate.js";
import { afterBulkImport } from "../song-search.js";
import type { ChannelSpec } from "./channel-songbook.js";
import { formatChannelReport, importChannels } from "./import-channels.js";
import { readPreset } from "./presets.js";
import { parseRegion } from "./video-playability.js";
import { createYoutubeApi, YOUTUBE_API_BASE } from "./youtube-api.js";

const USAGE = `Usage: npm run import:youtube -- --key KEY --channel CHANNEL [CHANNEL...]
       npm run import:youtube -- --key KEY --preset karaoke
  CHANNEL    a channel id (UC…) or handle (@name)
  --preset   a list of channels: a name in cloud/catalogue/presets/ (karaoke) or a JSON file
  --region   where the screens are (ISO code, e.g. GB): videos blocked there are skipped
             (also REGION; default none)
  --api-base the API's base URL (default ${YOUTUBE_API_BASE}; also YOUTUBE_API_BASE,
             or the cloud's YOUTUBE_API_URL)`;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        key: { type: "string" },
        channel: { type: "string", multiple: true },
        preset: { type: "string" },
        region: { type: "string" },
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
  const named = [...(values.channel ?? []), ...positionals];
  if (values.help || !values.key || (named.length === 0 && !values.preset)) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const region = parseRegion(values.region ?? process.env.REGION);
  if (region === null) {
    console.error(
      `REGION: must be a two-letter country code such as GB (got "${values.region ?? process.env.REGION}")`,
    );
    return 2;
  }
  let channels: ChannelSpec[] = named.map((channel) => ({ channel }));
  if (values.preset) {
    try {
      channels = [...(await readPreset(values.preset)), ...channels];
    } catch (error) {
      console.error((error as Error).message);
      return 2;
    }
  }
  const config = loadConfig();
  const api = createYoutubeApi({
    key: values.key,
    baseUrl: values["api-base"] ?? process.env.YOUTUBE_API_BASE ?? config.youtubeApiUrl,
  });
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    await importChannels(database.db, api, channels, {
      region,
      // A preset's channel that is gone is reported; the others still load.
      skipMissing: values.preset !== undefined,
      onMissing: (channel, message) => console.log(`${channel}: skipped, ${message}`),
      onChannel: (result) => console.log(formatChannelReport(result)),
    });
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
