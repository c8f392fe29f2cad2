// A local stand-in for the YouTube Data API v3 (the real host is unreachable in tests), answering
// channels.list (by id or handle, case-insensitive as YouTube's handles are; also the cloud's key
// check), playlistItems.list (50-item pages) and videos.list (the parts asked for: status,
// contentDetails) with the documented response shapes. Any other key than FAKE_API_KEY is
// refused as the API refuses one. No test framework in here: the browser tests start it too, for
// a cloud started with YOUTUBE_API_URL=baseUrl. `channels` and `delayMs` may change while it runs.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeVideo {
  videoId: string;
  title: string;
  publishedAt: string;
  /** ISO 8601, as the API writes it; PT3M30S when not given. */
  duration?: string;
  /** status.embeddable; true when not given. */
  embeddable?: boolean;
  /** status.privacyStatus; 'public' when not given. */
  privacyStatus?: "public" | "unlisted" | "private";
  /** status.uploadStatus; 'processed' when not given. */
  uploadStatus?: "processed" | "uploaded" | "failed" | "rejected" | "deleted";
  /** contentDetails.regionRestriction, when the video has one. */
  regionRestriction?: { allowed?: string[]; blocked?: string[] };
  /** videos.list leaves it out, as it does a deleted video or someone else's private one. */
  missing?: boolean;
}

export interface FakeChannel {
  id: string;
  handle: string;
  title: string;
  uploads: FakeVideo[];
}

export interface FakeYoutubeApi {
  baseUrl: string;
  requests: URL[];
  channels: FakeChannel[];
  /** Milliseconds each answer waits, so an import lasts long enough to be watched. */
  delayMs: number;
  close(): Promise<void>;
}

export const FAKE_API_KEY = "test-api-key";
const PAGE_SIZE = 50;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
  res.end(JSON.stringify(body));
}

function apiError(res: ServerResponse, status: number, reason: string, message: string) {
  send(res, status, {
    error: { code: status, message, errors: [{ message, domain: "global", reason }] },
  });
}

export async function startFakeYoutubeApi(
  channels: FakeChannel[],
  options: { delayMs?: number } = {},
): Promise<FakeYoutubeApi> {
  const requests: URL[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push(url);
    if (fake.delayMs > 0) setTimeout(() => answer(url, res), fake.delayMs);
    else answer(url, res);
  });
  function answer(url: URL, res: ServerResponse): void {
    if (url.searchParams.get("key") !== FAKE_API_KEY) {
      apiError(res, 400, "badRequest", "API key not valid. Please pass a valid API key.");
      return;
    }
    if (url.pathname === "/youtube/v3/channels") {
      const id = url.searchParams.get("id");
      const handle = url.searchParams.get("forHandle")?.replace(/^@?/, "@").toLowerCase();
      const found = fake.channels.filter(
        (c) => c.id === id || (handle !== undefined && c.handle.toLowerCase() === handle),
      );
      send(res, 200, {
        kind: "youtube#channelListResponse",
        etag: "etag",
        pageInfo: { totalResults: found.length, resultsPerPage: 5 },
        ...(found.length > 0
          ? {
              items: found.map((c) => ({
                kind: "youtube#channel",
                etag: "etag",
                id: c.id,
                snippet: {
                  title: c.title,
                  description: "",
                  customUrl: c.handle.toLowerCase(),
                  thumbnails: {
                    default: { url: `https://yt3.example/${c.id}/88.jpg`, width: 88, height: 88 },
                    high: { url: `https://yt3.example/${c.id}/800.jpg`, width: 800, height: 800 },
                  },
                },
                contentDetails: { relatedPlaylists: { likes: "", uploads: `UU${c.id.slice(2)}` } },
              })),
            }
          : {}),
      });
      return;
    }
    if (url.pathname === "/youtube/v3/playlistItems") {
      const channel = fake.channels.find(
        (c) => `UU${c.id.slice(2)}` === url.searchParams.get("playlistId"),
      );
      if (!channel) {
        apiError(
          res,
          404,
          "playlistNotFound",
          "The playlist identified with the request's playlistId parameter cannot be found.",
        );
        return;
      }
      // Uploads playlists list the newest first.
      const newestFirst = [...channel.uploads].sort((a, b) =>
        b.publishedAt.localeCompare(a.publishedAt),
      );
      const start = Number(url.searchParams.get("pageToken")?.replace("page", "") ?? 0);
      const page = newestFirst.slice(start, start + PAGE_SIZE);
      const next = start + PAGE_SIZE < newestFirst.length ? `page${start + PAGE_SIZE}` : undefined;
      send(res, 200, {
        kind: "youtube#playlistItemListResponse",
        etag: "etag",
        ...(next ? { nextPageToken: next } : {}),
        pageInfo: { totalResults: newestFirst.length, resultsPerPage: PAGE_SIZE },
        items: page.map((video, i) => ({
          kind: "youtube#playlistItem",
          etag: "etag",
          id: `item${start + i}`,
          snippet: {
            publishedAt: video.publishedAt,
            channelId: channel.id,
            title: video.title,
            description: "",
            thumbnails: {},
            channelTitle: channel.title,
            playlistId: `UU${channel.id.slice(2)}`,
            position: start + i,
            resourceId: { kind: "youtube#video", videoId: video.videoId },
          },
          contentDetails: { videoId: video.videoId, videoPublishedAt: video.publishedAt },
        })),
      });
      return;
    }
    if (url.pathname === "/youtube/v3/videos") {
      const ids = (url.searchParams.get("id") ?? "").split(",").filter(Boolean);
      if (ids.length > 50) {
        apiError(res, 400, "tooManyIds", "Too many video ids: at most 50.");
        return;
      }
      const parts = new Set((url.searchParams.get("part") ?? "").split(","));
      if (
        parts.size === 0 ||
        [...parts].some((p) => !["status", "contentDetails", "snippet", "id"].includes(p))
      ) {
        apiError(res, 400, "unknownPart", `Unknown part: ${url.searchParams.get("part")}`);
        return;
      }
      const videos = fake.channels
        .flatMap((c) => c.uploads)
        .filter((v) => ids.includes(v.videoId) && !v.missing);
      send(res, 200, {
        kind: "youtube#videoListResponse",
        etag: "etag",
        items: videos.map((video) => ({
          kind: "youtube#video",
          etag: "etag",
          id: video.videoId,
          ...(parts.has("status")
            ? {
                status: {
                  uploadStatus: video.uploadStatus ?? "processed",
                  privacyStatus: video.privacyStatus ?? "public",
                  license: "youtube",
                  embeddable: video.embeddable ?? true,
                  publicStatsViewable: true,
                  madeForKids: false,
                },
              }
            : {}),
          ...(parts.has("contentDetails")
            ? {
                contentDetails: {
                  duration: video.duration ?? "PT3M30S",
                  dimension: "2d",
                  definition: "hd",
                  caption: "false",
                  licensedContent: true,
                  ...(video.regionRestriction
                    ? { regionRestriction: video.regionRestriction }
                    : {}),
                  contentRating: {},
                  projection: "rectangular",
                },
              }
            : {}),
        })),
        pageInfo: { totalResults: videos.length, resultsPerPage: videos.length },
      });
      return;
    }
    apiError(res, 404, "notFound", "Not Found");
  }
  const fake: FakeYoutubeApi = {
    baseUrl: "",
    requests,
    channels,
    delayMs: options.delayMs ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/youtube/v3`;
  return fake;
}
