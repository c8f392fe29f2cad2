// Koa middleware serving the built screen at `/` and the built remote at `/remote/`
// (docs/protocol.md#web-routes). The screen's routes (docs/product.md#routes) answer its
// index.html; `/remote/…` paths that are not files answer the remote's index.html; any other path
// is the plain text `404 Route`.
import type { Middleware } from "koa";
import { isScreenRoute } from "@encore/shared";
import { chooseEncoding, indexStaticFiles, type StaticFile } from "./static-files.js";

export interface WebAppFolders {
  screen: string;
  remote: string;
}

export function webApps(folders: WebAppFolders): Middleware {
  const screen = indexStaticFiles(folders.screen, "/");
  const remote = indexStaticFiles(folders.remote, "/remote/");
  const files = new Map([...screen, ...remote]);
  const screenIndex = screen.get("/index.html");
  const remoteIndex = remote.get("/remote/index.html");

  function fileFor(pathname: string): StaticFile | undefined {
    const file = files.get(pathname);
    if (file) return file;
    if (pathname === "/remote" || pathname.startsWith("/remote/")) return remoteIndex;
    if (isScreenRoute(pathname)) return screenIndex;
    return undefined;
  }

  return async (ctx, next) => {
    if (ctx.path.startsWith("/api/") || ctx.path === "/api") return next();
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    const file = fileFor(ctx.path);
    if (!file) {
      ctx.status = 404;
      ctx.type = "text/plain; charset=utf-8";
      ctx.body = "404 Route";
      return;
    }
    ctx.set("Cache-Control", file.cacheControl);
    ctx.set("Vary", "Accept-Encoding");
    ctx.set("ETag", file.etag);
    if (ctx.get("If-None-Match") === file.etag) {
      ctx.status = 304;
      return;
    }
    const encoding = chooseEncoding(ctx.get("Accept-Encoding"), file);
    if (encoding !== "identity") ctx.set("Content-Encoding", encoding);
    ctx.type = file.type;
    ctx.body = file.bodies[encoding];
  };
}
