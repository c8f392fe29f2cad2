import Router from "@koa/router";

export function healthRouter(): Router {
  const router = new Router();
  router.get("/health", (ctx) => {
    ctx.body = { status: "ok" };
  });
  return router;
}
