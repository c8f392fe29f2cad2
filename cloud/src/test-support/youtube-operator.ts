// The operator's YouTube imports in tests (docs/admin.md, "Karaoke songs from YouTube"): a test
// server calling a fake Data API, fake channels of karaoke uploads, and the operator's requests
// this needs: its event stream, an import followed to its end.
import type { AdminImportState } from "@encore/shared";
import { openEventStream, type EventStream } from "./event-stream-client.js";
import type { FakeChannel, FakeVideo } from "./fake-youtube-api.js";
import type { TestBrowser } from "./test-browser.js";
import type { TestServer } from "./test-server.js";

const DAY_MS = 86_400_000;

/** An upload `n` days after 2022-01-01, titled as karaoke channels title theirs. */
export function karaokeUpload(
  videoId: string,
  n: number,
  title = `Artist ${n} - Song ${n} (Karaoke Version)`,
  extra: Partial<FakeVideo> = {},
): FakeVideo {
  return {
    videoId,
    title,
    publishedAt: new Date(Date.UTC(2022, 0, 1) + n * DAY_MS).toISOString(),
    ...extra,
  };
}

/** A channel of `count` karaoke uploads, ids `<tag>` padded to 11 characters. */
export function karaokeChannel(
  id: string,
  handle: string,
  title: string,
  tag: string,
  count: number,
): FakeChannel {
  return {
    id,
    handle,
    title,
    uploads: Array.from({ length: count }, (_, i) =>
      karaokeUpload(`${tag}${String(i).padStart(11 - tag.length, "0")}`, i),
    ),
  };
}

/** The operator's event stream of imports, with the cookie and address of its browser. */
export function importEvents(server: TestServer, operator: TestBrowser): Promise<EventStream> {
  const cookie = [...operator.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  return openEventStream(`${server.url}/api/admin/imports/events`, {
    cookie,
    ...(operator.address ? { "x-forwarded-for": operator.address } : {}),
  });
}

export const stateOf = (event: { data: string }) => JSON.parse(event.data) as AdminImportState;

/** Waits until the newest import is not running any more, and answers its state. */
export async function importEnded(
  operator: TestBrowser,
  timeoutMs = 20_000,
): Promise<AdminImportState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await operator.request("/api/admin/imports/current");
    const state = (answer.body as { import: AdminImportState | null }).import;
    if (state && state.status !== "running") return state;
    if (Date.now() > deadline) throw new Error(`the import did not end: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
