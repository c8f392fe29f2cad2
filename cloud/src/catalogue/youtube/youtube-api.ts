// The YouTube Data API v3 calls the channel import needs, with their documented response shapes
// checked by zod: channels.list (→ uploads playlist), playlistItems.list (paged) and videos.list
// (status and contentDetails: can it be embedded, where may it play, how long is it).
import { z } from "zod";

export const YOUTUBE_API_BASE = "https://www.googleapis.com/youtube/v3";

const thumbnailsSchema = z
  .record(z.string(), z.object({ url: z.string() }).loose())
  .optional()
  .default({});

const channelListSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z
          .object({
            title: z.string(),
            customUrl: z.string().optional(),
            thumbnails: thumbnailsSchema,
          })
          .loose(),
        contentDetails: z
          .object({ relatedPlaylists: z.object({ uploads: z.string() }).loose() })
          .loose(),
      }),
    )
    .optional()
    .default([]),
});

const playlistItemsSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z
    .array(
      z.object({
        snippet: z
          .object({
            title: z.string(),
            publishedAt: z.string().optional(),
            resourceId: z.object({ videoId: z.string().optional() }).loose().optional(),
          })
          .loose(),
        contentDetails: z
          .object({ videoId: z.string().optional(), videoPublishedAt: z.string().optional() })
          .loose()
          .optional(),
      }),
    )
    .default([]),
});

const regionList = z.array(z.string()).optional();

const videoListSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        status: z
          .object({
            embeddable: z.boolean().optional(),
            privacyStatus: z.string().optional(),
            uploadStatus: z.string().optional(),
          })
          .loose()
          .optional(),
        contentDetails: z
          .object({
            duration: z.string().optional(),
            regionRestriction: z
              .object({ allowed: regionList, blocked: regionList })
              .loose()
              .optional(),
          })
          .loose()
          .optional(),
      }),
    )
    .default([]),
});

const errorSchema = z.object({ error: z.object({ message: z.string() }).loose() });

/** Any answer: what the key check needs is that there is one. */
const anySchema = z.object({}).loose();

/** The cheap call that checks a key: one unit of quota, whatever the channel. */
export const KEY_CHECK = { resource: "channels", params: { part: "id", forHandle: "@YouTube" } };

export interface Channel {
  id: string;
  title: string;
  /** The channel's handle (snippet.customUrl, `@name`), when it has one. */
  handle: string | undefined;
  thumbnailUrl: string;
  uploadsPlaylistId: string;
}

export interface Upload {
  videoId: string;
  title: string;
  publishedAt: string | undefined;
}

/** What videos.list says about a video: whether and where it can play, and its length. */
export interface VideoDetails {
  /** Seconds; null when the API gave none or an unreadable one. */
  durationS: number | null;
  /** status.embeddable; a video that does not say is taken as embeddable (the API's default). */
  embeddable: boolean;
  /** 'public', 'unlisted' or 'private'. */
  privacyStatus: string;
  /** 'processed' when it can be watched; 'uploaded', 'failed', 'rejected' or 'deleted' otherwise. */
  uploadStatus: string;
  /** ISO 3166-1 alpha-2 codes: where only it may play, or where it may not. */
  regionRestriction: { allowed?: string[] | undefined; blocked?: string[] | undefined };
}

export class YoutubeApiError extends Error {
  /** The API's HTTP status; undefined when it did not answer (or answered something else). */
  readonly status: number | undefined;
  /** What the API said, without the call's name: 'API key not valid. Please pass a valid API key.' */
  readonly reason: string | undefined;

  constructor(message: string, status?: number, reason?: string) {
    super(message);
    this.status = status;
    this.reason = reason;
  }
}

/** The channel asked for does not exist (a preset's handle may be out of date). */
export class ChannelNotFoundError extends YoutubeApiError {}

/** A video length as the API writes it ('PT4M13S', 'PT1H2M', 'P0D') → seconds; null if unreadable. */
export function parseIsoDuration(text: string): number | null {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(text);
  if (!match || text === "P" || text.endsWith("T")) return null;
  const [, days = "0", hours = "0", minutes = "0", seconds = "0"] = match;
  return ((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds);
}

export const VIDEOS_PER_REQUEST = 50;

export interface YoutubeApi {
  /** Resolves when the API accepts the key; a YoutubeApiError (with its status) otherwise. */
  checkKey(): Promise<void>;
  channel(idOrHandle: string): Promise<Channel>;
  uploads(playlistId: string): AsyncGenerator<Upload>;
  /** Status and details of up to 50 videos; videos the API does not answer for (deleted, or
   * private to someone else) are left out. */
  videos(videoIds: readonly string[]): Promise<Map<string, VideoDetails>>;
}

export function createYoutubeApi(options: {
  key: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Aborts the calls in flight, and refuses new ones (the cloud stopping mid-import). */
  signal?: AbortSignal;
}): YoutubeApi {
  const base = (options.baseUrl ?? YOUTUBE_API_BASE).replace(/\/+$/, "");
  const fetcher = options.fetch ?? fetch;

  async function get<S extends z.ZodType>(
    resource: string,
    params: Record<string, string>,
    schema: S,
  ): Promise<z.output<S>> {
    const url = new URL(`${base}/${resource}`);
    for (const [name, value] of Object.entries({ ...params, key: options.key })) {
      url.searchParams.set(name, value);
    }
    let response: Response;
    try {
      response = await fetcher(url, {
        headers: { accept: "application/json" },
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // The URL carries the key: only the reason is told.
      const reason = error instanceof Error ? error.message : String(error);
      throw new YoutubeApiError(`YouTube API ${resource}: ${reason}`);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const failure = errorSchema.safeParse(body);
      const reason = failure.success ? failure.data.error.message : response.statusText;
      throw new YoutubeApiError(
        `YouTube API ${resource}: ${response.status} ${reason}`,
        response.status,
        reason,
      );
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new YoutubeApiError(
        `YouTube API ${resource}: unexpected answer (${parsed.error.message})`,
      );
    }
    return parsed.data;
  }

  return {
    async checkKey() {
      await get(KEY_CHECK.resource, KEY_CHECK.params, anySchema);
    },

    async channel(idOrHandle) {
      const selector: Record<string, string> = idOrHandle.startsWith("@")
        ? { forHandle: idOrHandle }
        : { id: idOrHandle };
      const { items } = await get(
        "channels",
        { part: "snippet,contentDetails", ...selector },
        channelListSchema,
      );
      const channel = items[0];
      if (!channel) throw new ChannelNotFoundError(`channel ${idOrHandle} not found`);
      const thumbnails = channel.snippet.thumbnails;
      return {
        id: channel.id,
        title: channel.snippet.title,
        handle: channel.snippet.customUrl,
        thumbnailUrl: (thumbnails.high ?? thumbnails.medium ?? thumbnails.default)?.url ?? "",
        uploadsPlaylistId: channel.contentDetails.relatedPlaylists.uploads,
      };
    },

    async videos(videoIds) {
      if (videoIds.length > VIDEOS_PER_REQUEST) {
        throw new Error(`videos.list takes at most ${VIDEOS_PER_REQUEST} ids`);
      }
      const { items } = await get(
        "videos",
        { part: "status,contentDetails", id: videoIds.join(","), maxResults: "50" },
        videoListSchema,
      );
      const videos = new Map<string, VideoDetails>();
      for (const item of items) {
        const restriction = item.contentDetails?.regionRestriction;
        videos.set(item.id, {
          durationS: parseIsoDuration(item.contentDetails?.duration ?? "") || null,
          embeddable: item.status?.embeddable ?? true,
          privacyStatus: item.status?.privacyStatus ?? "public",
          uploadStatus: item.status?.uploadStatus ?? "processed",
          regionRestriction: { allowed: restriction?.allowed, blocked: restriction?.blocked },
        });
      }
      return videos;
    },

    async *uploads(playlistId) {
      let pageToken: string | undefined;
      do {
        const page = await get(
          "playlistItems",
          {
            part: "snippet,contentDetails",
            playlistId,
            maxResults: "50",
            ...(pageToken ? { pageToken } : {}),
          },
          playlistItemsSchema,
        );
        for (const item of page.items) {
          const videoId = item.contentDetails?.videoId ?? item.snippet.resourceId?.videoId;
          if (!videoId) continue;
          yield {
            videoId,
            title: item.snippet.title,
            publishedAt: item.contentDetails?.videoPublishedAt ?? item.snippet.publishedAt,
          };
        }
        pageToken = page.nextPageToken;
      } while (pageToken);
    },
  };
}
