// The back office's calls for karaoke songs from YouTube (docs/admin.md, "Karaoke songs from
// YouTube"), on the admin router itself so its access test walks them: each is the operator's
// only (operatorOnly first). Thin: the work is in the modules beside this one.
import {
  adminChannelBodySchema,
  adminChannelUpdateBodySchema,
  adminStartImportBodySchema,
  adminYoutubeKeyBodySchema,
  cleanSongbookName,
  type AdminChannelResponse,
  type AdminCurrentImportResponse,
  type AdminImportResponse,
  type AdminYoutubeKeyResponse,
  type AdminYoutubeResponse,
} from "@encore/shared";
import type Router from "@koa/router";
import type { Middleware } from "koa";
import { z } from "zod";
import { prefixCandidate } from "../../catalogue/youtube/channel-songbook.js";
import {
  ChannelNotFoundError,
  createYoutubeApi,
  YoutubeApiError,
  type Channel,
} from "../../catalogue/youtube/youtube-api.js";
import type { Database } from "../../db/schema.js";
import { fromProblem, notFound, type HttpError } from "../../http/errors.js";
import { validate } from "../../http/validate.js";
import type { Kysely } from "kysely";
import { parseChannelReference } from "./channel-reference.js";
import { importedChannels, tickedChannels } from "./import-plans.js";
import { channelOnWire, type ListedChannel } from "./youtube-channels.js";
import type { YoutubeFeature } from "./youtube-feature.js";
import { checkYoutubeKey, forgetYoutubeKey, keyHint, saveYoutubeKey } from "./youtube-key.js";
import { YOUTUBE_PROBLEMS } from "./youtube-problems.js";

const handleParams = z.object({ handle: z.string().min(1).max(200) });

/** A failed call to the API, as the operator's answer: the key refused, or YouTube unreachable. */
function apiFailure(error: YoutubeApiError): HttpError {
  if (error.status === 400 || error.status === 401 || error.status === 403) {
    return fromProblem(400, YOUTUBE_PROBLEMS.keyRefused(error.reason ?? error.message));
  }
  return fromProblem(502, YOUTUBE_PROBLEMS.unavailable);
}

export function youtubeRoutes(
  router: Router,
  operator: Middleware,
  deps: { db: Kysely<Database>; youtube: YoutubeFeature; now: () => Date },
): void {
  const { db, youtube, now } = deps;
  const { channels } = youtube;

  async function requireKey(): Promise<string> {
    const key = await youtube.readKey();
    if (key === null) throw fromProblem(400, YOUTUBE_PROBLEMS.keyMissing);
    return key;
  }

  /** The channel as YouTube knows it; 404 when it does not. */
  async function lookUp(reference: string): Promise<Channel> {
    const api = createYoutubeApi({ key: await requireKey(), baseUrl: youtube.apiBaseUrl });
    try {
      return await api.channel(reference);
    } catch (error) {
      if (error instanceof ChannelNotFoundError) {
        throw fromProblem(404, YOUTUBE_PROBLEMS.channelNotFound);
      }
      if (error instanceof YoutubeApiError) throw apiFailure(error);
      throw error;
    }
  }

  /** Ticks a channel already listed and answers it. */
  async function answerListed(ctx: { body: unknown }, channel: ListedChannel): Promise<void> {
    await channels.select(channel.handle, true);
    const body: AdminChannelResponse = {
      channel: channelOnWire({ ...channel, selected: true }),
    };
    ctx.body = body;
  }

  router.get("/youtube", operator, async (ctx) => {
    const body: AdminYoutubeResponse = {
      key: keyHint(await youtube.readKey()),
      channels: (await channels.all()).map(channelOnWire),
      refresh: { last: await youtube.feed.current(), next_at: await youtube.refresh.nextAt() },
    };
    ctx.body = body;
  });

  router.put(
    "/youtube/key",
    operator,
    validate({ body: adminYoutubeKeyBodySchema }, async ({ body }, ctx) => {
      await checkYoutubeKey(body.key, youtube.apiBaseUrl);
      await saveYoutubeKey(db, body.key, now());
      const answer: AdminYoutubeKeyResponse = { key: keyHint(body.key) };
      ctx.body = answer;
    }),
  );

  router.delete("/youtube/key", operator, async (ctx) => {
    await forgetYoutubeKey(db);
    const answer: AdminYoutubeKeyResponse = { key: keyHint(null) };
    ctx.body = answer;
  });

  router.post(
    "/youtube/channels",
    operator,
    validate({ body: adminChannelBodySchema }, async ({ body }, ctx) => {
      const reference = parseChannelReference(body.channel);
      if (reference === null) throw fromProblem(404, YOUTUBE_PROBLEMS.channelNotFound);
      const listed = await channels.find(reference);
      if (listed) return answerListed(ctx, listed);
      const channel = await lookUp(reference);
      const known =
        (await channels.find(channel.id)) ??
        (channel.handle ? await channels.find(channel.handle) : undefined);
      if (known) return answerListed(ctx, known);
      const added = await channels.add({
        // The handle as the operator wrote it, else YouTube's, else the id.
        handle: reference.startsWith("@") ? reference : (channel.handle ?? channel.id),
        channelId: channel.id,
        songbook: cleanSongbookName(channel.title),
        prefix: prefixCandidate(channel.title),
      });
      const answer: AdminChannelResponse = { channel: channelOnWire(added) };
      ctx.status = 201;
      ctx.body = answer;
    }),
  );

  router.patch(
    "/youtube/channels/:handle",
    operator,
    validate(
      { params: handleParams, body: adminChannelUpdateBodySchema },
      async ({ params, body }, ctx) => {
        if (!(await channels.select(params.handle, body.selected))) throw notFound();
        const channel = await channels.find(params.handle);
        if (!channel) throw notFound();
        const answer: AdminChannelResponse = { channel: channelOnWire(channel) };
        ctx.body = answer;
      },
    ),
  );

  router.delete(
    "/youtube/channels/:handle",
    operator,
    validate({ params: handleParams }, async ({ params }, ctx) => {
      if (!(await channels.remove(params.handle))) throw notFound();
      ctx.status = 204;
    }),
  );

  router.post(
    "/imports",
    operator,
    validate({ body: adminStartImportBodySchema }, async ({ body }, ctx) => {
      const key = await requireKey();
      const planned = body.refresh
        ? await importedChannels(db, channels)
        : await tickedChannels(channels);
      if (planned.length === 0) throw fromProblem(400, YOUTUBE_PROBLEMS.noChannels);
      const state = await youtube.runner.start("manual", planned, key);
      if (!state) throw fromProblem(409, YOUTUBE_PROBLEMS.importRunning);
      const answer: AdminImportResponse = { import: state };
      ctx.status = 202;
      ctx.body = answer;
    }),
  );

  router.get("/imports/current", operator, async (ctx) => {
    const answer: AdminCurrentImportResponse = { import: await youtube.feed.current() };
    ctx.body = answer;
  });

  router.get("/imports/events", operator, (ctx) => youtube.events.serve(ctx));
}
