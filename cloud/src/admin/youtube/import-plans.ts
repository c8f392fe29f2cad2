// Which channels an import reads (docs/admin.md): the operator's ticked channels for an import
// asked for, every channel the catalogue has from YouTube for the daily refresh (named as their
// songbooks are, so a refresh never renames one).
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { PlannedChannel } from "./import-runner.js";
import { channelSpec, youtubeSongbooks, type ChannelList } from "./youtube-channels.js";

export async function tickedChannels(list: ChannelList): Promise<PlannedChannel[]> {
  return (await list.all())
    .filter((channel) => channel.selected)
    .map((channel) => ({
      spec: channelSpec(channel),
      name: channel.songbook,
      handle: channel.handle,
    }));
}

export async function importedChannels(
  db: Kysely<Database>,
  list: ChannelList,
): Promise<PlannedChannel[]> {
  const [books, channels] = await Promise.all([youtubeSongbooks(db), list.all()]);
  return books.map((book) => {
    const listed = channels.find((channel) => channel.channelId === book.channelId);
    return {
      spec: {
        channel: book.channelId,
        songbook: book.name,
        prefix: book.prefix,
        // How the channel writes its titles is the list's (the preset's) to say.
        order: listed?.order,
      },
      name: book.name,
      handle: listed?.handle ?? null,
    };
  });
}
