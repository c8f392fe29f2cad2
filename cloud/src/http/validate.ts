// Validation at the edge, once: a route declares zod schemas for its query, params and body, and
// its handler receives only the parsed, typed values.
import { problem, ruleProblemOf, type Problem } from "@encore/shared";
import type { Context, Middleware } from "koa";
import { z } from "zod";
import { badRequest, fromProblem } from "./errors.js";

/** Any zod schema: the cloud's own, and the shared ones (zod/mini, for the apps' size). */
type Schema = z.core.$ZodType;

interface Schemas {
  query?: Schema;
  params?: Schema;
  body?: Schema;
}

type Parsed<S extends Schemas, K extends keyof Schemas> = S[K] extends Schema
  ? z.output<S[K]>
  : undefined;

export interface ValidInput<S extends Schemas> {
  query: Parsed<S, "query">;
  params: Parsed<S, "params">;
  body: Parsed<S, "body">;
}

/** The first problem, phrased for a person: 'limit must be a whole number from 1 to 1000'. */
export function describeZodError(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  const name = issue.path.map(String).join(".");
  if (!name || issue.message.startsWith(name)) return issue.message;
  return `${name}: ${issue.message}`;
}

/**
 * The first problem with its code: a rule's own (auth-rules.ts, feedback.ts…, added with
 * addRuleIssue), else `invalid_request` with describeZodError's message.
 */
export function zodProblem(error: z.core.$ZodError): Problem {
  const issue = error.issues[0];
  return (issue && ruleProblemOf(issue)) ?? problem("invalid_request", describeZodError(error));
}

export function parseOrBadRequest<S extends Schema>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw fromProblem(400, zodProblem(result.error));
  return result.data;
}

/**
 * A query parameter given twice (`?q=a&q=b`) arrives as an array, which every schema would refuse
 * with a message about its type, or 'q is required': say what is wrong instead.
 */
export function refuseRepeatedParameters(query: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value))
      throw badRequest(
        `${name} is repeated (${value.length} times): give it once`,
        "repeated_parameter",
        {
          name,
          times: value.length,
        },
      );
  }
}

export function validate<S extends Schemas>(
  schemas: S,
  handler: (input: ValidInput<S>, ctx: Context) => Promise<void> | void,
): Middleware {
  return async (ctx) => {
    const params = (ctx as Context & { params?: unknown }).params ?? {};
    if (schemas.query) refuseRepeatedParameters(ctx.query);
    const input = {
      query: schemas.query ? parseOrBadRequest(schemas.query, ctx.query) : undefined,
      params: schemas.params ? parseOrBadRequest(schemas.params, params) : undefined,
      body: schemas.body ? parseOrBadRequest(schemas.body, ctx.request.body ?? {}) : undefined,
    } as ValidInput<S>;
    await handler(input, ctx);
  };
}
