// POST /feedback and GET /feedback (docs/protocol.md#calls), for signed-in users.
import Router from "@koa/router";
import {
  createFeedbackBodySchema,
  FEEDBACK_PROBLEMS,
  type FeedbackListResponse,
  type FeedbackResponse,
} from "@encore/shared";
import type { Kysely } from "kysely";
import { signedIn, type Auth } from "../accounts/auth.js";
import type { Database } from "../db/schema.js";
import { tooManyRequests } from "../http/errors.js";
import { validate } from "../http/validate.js";
import { presentFeedback } from "./feedback-presenter.js";
import { createFeedback, listUserFeedback } from "./feedback-repository.js";

export interface FeedbackDeps {
  db: Kysely<Database>;
  auth: Auth;
}

export function feedbackRouter({ db, auth }: FeedbackDeps): Router {
  const router = new Router({ prefix: "/feedback" });

  router.post(
    "/",
    signedIn(auth),
    validate({ body: createFeedbackBodySchema }, async ({ body }, ctx) => {
      const user = await auth.requireUser(ctx);
      const created = await createFeedback(db, user.id, body, new Date());
      // 429 (docs/protocol.md#calls): the limit lifts once a reviewer moves some on.
      if (created === "limit") throw tooManyRequests(FEEDBACK_PROBLEMS.limitReached);
      const answer: FeedbackResponse = { feedback: presentFeedback(created) };
      ctx.status = 201;
      ctx.body = answer;
    }),
  );

  router.get("/", async (ctx) => {
    const user = await auth.requireUser(ctx);
    const body: FeedbackListResponse = {
      feedback: (await listUserFeedback(db, user.id)).map(presentFeedback),
    };
    ctx.body = body;
  });

  return router;
}
