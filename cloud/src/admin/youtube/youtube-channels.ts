// The operator's list of channels (docs/admin.md, "Channels"): the preset
// (cloud/catalogue/presets/karaoke.json) the first time the list is read, then whatever the
// operator adds, ticks, unticks and removes. A channel is "imported" when the catalogue has its
// songbook: by the channel's id once known, else by the preset's songbook name and prefix, as
// `npm run import:youtube -- --preset karaoke` names them.
import type { AdminChannel, TitleOrder } from "@encore/shared";
import type { Kysely } from "kysely";
import type { ChannelSpec } from "../../catalogue/youtube/channel-songbook.js";
import { channelSource } from "../../catalogue/youtube/channel-songbook.js";
import type { Database, YoutubeChannelRow } from "../../db/schema.js";
import { readSetting, writeSettingOnce } from "../settings.js";
import { sameChannel } from "./channel-reference.js";

const SEEDED_SETTING = "youtube_channels_seeded";

export interface ListedChannel {
  handle: string;
  /** The channel's id, from the list or from the songbook found for it. */
  channelId: string | null;
  songbook: string;
  prefix: string;
  order: TitleOrder | undefined;
  selected: boolean;
  imported: boolean;
}

/** A songbook a YouTube import made: source `youtube:<channel id>`. */
export interface YoutubeSongbook {
  name: string;
  prefix: string;
  channelId: string;
}

export async function youtubeSongbooks(db: Kysely<Database>): Promise<YoutubeSongbook[]> {
  const rows = await db
    .selectFrom("songbooks")
    .select(["name", "prefix", "source"])
    .where("source", "like", "youtube:%")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    name: row.name,
    prefix: row.prefix,
    channelId: (row.source ?? "").slice(channelSource("").length),
  }));
}

function songbookOf(
  row: YoutubeChannelRow,
  books: readonly YoutubeSongbook[],
): YoutubeSongbook | undefined {
  if (row.channel_id !== null) return books.find((book) => book.channelId === row.channel_id);
  return books.find(
    (book) => book.prefix.toUpperCase() === row.prefix.toUpperCase() && book.name === row.songbook,
  );
}

function listed(row: YoutubeChannelRow, books: readonly YoutubeSongbook[]): ListedChannel {
  const book = songbookOf(row, books);
  return {
    handle: row.handle,
    channelId: row.channel_id ?? book?.channelId ?? null,
    songbook: row.songbook,
    prefix: row.prefix,
    order: row.title_order ?? undefined,
    selected: row.selected === 1,
    imported: book !== undefined,
  };
}

export function channelOnWire(channel: ListedChannel): AdminChannel {
  const { handle, songbook, prefix, selected, imported } = channel;
  return { handle, songbook, prefix, selected, imported };
}

/** How the importer reads a listed channel: by its id once known, with its songbook's name. */
export function channelSpec(channel: ListedChannel): ChannelSpec {
  return {
    channel: channel.channelId ?? channel.handle,
    songbook: channel.songbook,
    prefix: channel.prefix,
    order: channel.order,
  };
}

/** Puts the preset in the list, once ever: a list the operator emptied stays empty. */
async function seedFromPreset(
  db: Kysely<Database>,
  preset: () => Promise<ChannelSpec[]>,
  at: Date,
): Promise<void> {
  if ((await readSetting(db, SEEDED_SETTING)) !== null) return;
  const specs = await preset();
  await db.transaction().execute(async (trx) => {
    // Two instances reading the list at once: the one that writes the mark writes the rows.
    if (!(await writeSettingOnce(trx, SEEDED_SETTING, "preset:karaoke", at))) return;
    const added_at = at.toISOString();
    for (const [position, spec] of specs.entries()) {
      await trx
        .insertInto("youtube_channels")
        .values({
          handle: spec.channel,
          channel_id: null,
          songbook: spec.songbook ?? spec.channel,
          prefix: spec.prefix ?? "",
          title_order: spec.order ?? null,
          position,
          selected: 1,
          added_at,
        })
        .onConflict((oc) => oc.column("handle").doNothing())
        .execute();
    }
  });
}

export interface ChannelList {
  /** The list in its order, seeded from the preset the first time. */
  all(): Promise<ListedChannel[]>;
  /** The listed channel with this handle or id (any case), if any. */
  find(handleOrId: string): Promise<ListedChannel | undefined>;
  add(channel: {
    handle: string;
    channelId: string;
    songbook: string;
    prefix: string;
  }): Promise<ListedChannel>;
  /** Ticks or unticks; false when no such channel is listed. */
  select(handle: string, selected: boolean): Promise<boolean>;
  remove(handle: string): Promise<boolean>;
  /** After an import: the channel's id and the prefix its songbook got. */
  recordImport(handle: string, channelId: string, prefix: string): Promise<void>;
}

export function createChannelList(deps: {
  db: Kysely<Database>;
  preset: () => Promise<ChannelSpec[]>;
  now: () => Date;
}): ChannelList {
  const { db } = deps;

  async function rows(): Promise<YoutubeChannelRow[]> {
    await seedFromPreset(db, deps.preset, deps.now());
    return db.selectFrom("youtube_channels").selectAll().orderBy("position").execute();
  }

  async function all(): Promise<ListedChannel[]> {
    const [list, books] = await Promise.all([rows(), youtubeSongbooks(db)]);
    return list.map((row) => listed(row, books));
  }

  async function find(handleOrId: string): Promise<ListedChannel | undefined> {
    return (await all()).find(
      (channel) =>
        sameChannel(channel.handle, handleOrId) ||
        (channel.channelId !== null && sameChannel(channel.channelId, handleOrId)),
    );
  }

  return {
    all,
    find,

    async add(channel) {
      const last = await db
        .selectFrom("youtube_channels")
        .select((eb) => eb.fn.max("position").as("position"))
        .executeTakeFirst();
      await db
        .insertInto("youtube_channels")
        .values({
          handle: channel.handle,
          channel_id: channel.channelId,
          songbook: channel.songbook,
          prefix: channel.prefix,
          title_order: null,
          position: (last?.position ?? -1) + 1,
          selected: 1,
          added_at: deps.now().toISOString(),
        })
        .onConflict((oc) => oc.column("handle").doNothing())
        .execute();
      const added = await find(channel.handle);
      if (!added) throw new Error(`channel ${channel.handle} was not added`);
      return added;
    },

    async select(handle, selected) {
      const channel = await find(handle);
      if (!channel) return false;
      await db
        .updateTable("youtube_channels")
        .set({ selected: selected ? 1 : 0 })
        .where("handle", "=", channel.handle)
        .execute();
      return true;
    },

    async remove(handle) {
      const channel = await find(handle);
      if (!channel) return false;
      await db.deleteFrom("youtube_channels").where("handle", "=", channel.handle).execute();
      return true;
    },

    async recordImport(handle, channelId, prefix) {
      await db
        .updateTable("youtube_channels")
        .set({ channel_id: channelId, ...(prefix ? { prefix } : {}) })
        .where("handle", "=", handle)
        .execute();
    },
  };
}
