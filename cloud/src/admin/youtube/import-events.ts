// GET /api/admin/imports/events (docs/admin.md, "Importing"): the newest import's state as
// Server-Sent Events. An `import` event with the whole state at once, then on every change, never
// more often than every throttleMs (the last change always told), the final state at once; then
// the stream ends. A comment every pingMs keeps proxies from closing a quiet stream. The body is
// a stream, which the JSON compression (http/compress-json.ts) leaves alone.
import { PassThrough } from "node:stream";
import type { AdminImportState } from "@encore/shared";
import type { Context } from "koa";
import type { ImportFeed } from "./import-feed.js";

export const EVENTS_THROTTLE_MS = 250;
export const PING_EVERY_MS = 15_000;

export interface ImportEvents {
  /** Answers the request with the stream. */
  serve(ctx: Context): Promise<void>;
  /**
   * The cloud is stopping: from now on a stream that ends also ends its connection, which would
   * otherwise stay open for the next request and hold the server's close for seconds.
   */
  stopping(): void;
  /** Ends every open stream and resolves when their answers are over (the cloud stopping). */
  closeAll(): Promise<void>;
}

const isOver = (state: AdminImportState | null) => state === null || state.status !== "running";

export function createImportEvents(
  feed: ImportFeed,
  options: { throttleMs?: number; pingMs?: number } = {},
): ImportEvents {
  const throttleMs = options.throttleMs ?? EVENTS_THROTTLE_MS;
  const pingMs = options.pingMs ?? PING_EVERY_MS;
  const open = new Set<() => void>();
  const ending = new Set<Promise<void>>();
  let stopping = false;

  return {
    async serve(ctx) {
      const first = await feed.current();
      const stream = new PassThrough();
      ctx.status = 200;
      ctx.type = "text/event-stream";
      ctx.set("Cache-Control", "no-store");
      // nginx and its kind would otherwise hold the events back.
      ctx.set("X-Accel-Buffering", "no");
      ctx.req.socket.setTimeout(0);
      ctx.req.socket.setNoDelay(true);
      ctx.body = stream;

      let lastSent = 0;
      let pending: AdminImportState | null = null;
      let later: NodeJS.Timeout | undefined;
      let stopFollowing = () => {};
      const send = (state: AdminImportState | null) => {
        stream.write(`event: import\ndata: ${JSON.stringify(state)}\n\n`);
        lastSent = Date.now();
        if (isOver(state)) close();
      };
      const ping = setInterval(() => stream.write(": ping\n\n"), pingMs);
      ping.unref();
      let closed = false;
      function close(): void {
        if (closed) return;
        closed = true;
        open.delete(close);
        clearInterval(ping);
        clearTimeout(later);
        stopFollowing();
        if (stopping) {
          const socket = ctx.req.socket;
          const over = new Promise<void>((resolve) => {
            if (ctx.res.writableFinished || ctx.res.destroyed) resolve();
            ctx.res.once("finish", resolve);
            ctx.res.once("close", resolve);
          }).then(() => void socket.end());
          ending.add(over);
          void over.finally(() => ending.delete(over));
        }
        stream.end();
      }
      open.add(close);
      // The page went away (or the connection broke): nothing more to tell it.
      stream.once("close", close);
      ctx.res.once("close", close);

      send(first);
      if (closed || first === null) return;
      stopFollowing = feed.follow(first.id, (state) => {
        if (closed) return;
        if (isOver(state)) {
          send(state);
          return;
        }
        pending = state;
        if (later) return;
        later = setTimeout(
          () => {
            later = undefined;
            const next = pending;
            pending = null;
            if (next && !closed) send(next);
          },
          Math.max(0, lastSent + throttleMs - Date.now()),
        );
      });
    },

    stopping() {
      stopping = true;
    },

    async closeAll() {
      stopping = true;
      for (const close of [...open]) close();
      await Promise.all(ending);
    },
  };
}
