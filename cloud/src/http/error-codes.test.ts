// The cloud's error codes and the catalogue agree (docs/protocol.md#error-codes): every code the
// cloud may send (ERROR_CODES; the types let it send no other) has its text `error.<code>` in
// shared/messages/en.json, and that text, given the error's params, says in English exactly what
// the cloud's message says.
import { readFileSync } from "node:fs";
import MessageFormatModule from "@messageformat/core";
import {
  AUTH_PROBLEMS,
  ERROR_CODES,
  FEEDBACK_PROBLEMS,
  PASSWORD_PROBLEMS,
  prepareSearchText,
  problem,
  type Problem,
} from "@encore/shared";
import { describe, expect, it } from "vitest";
import { ADMIN_PROBLEMS } from "../admin/admin-auth.js";
import { YOUTUBE_PROBLEMS } from "../admin/youtube/youtube-problems.js";
import { searchPage } from "../catalogue/catalogue-router.js";
import { METRICS_TOKEN_PROBLEM } from "../metrics/metrics-route.js";
import { hostRefused } from "../security/allowed-hosts.js";
import { tooManyWrongCodes } from "../security/join-limits.js";
import { ADDRESS_LIMIT_PROBLEMS, tooManyAttempts } from "../security/rate-limits.js";
import { HOST_ONLY } from "../sessions/host-rules.js";
import { MESSAGES } from "../sessions/session-machine.js";
import { ERRORS } from "../sessions/socket/socket-errors.js";
import { codeForStatus, statusMessage } from "./error-handler.js";
import { HttpError } from "./errors.js";
import { contentEncodingOf, parseJsonBody } from "./json-body.js";
import { refuseRepeatedParameters } from "./validate.js";

const MessageFormat = MessageFormatModule as unknown as typeof MessageFormatModule.default;
const english = JSON.parse(
  readFileSync(new URL("../../../shared/messages/en.json", import.meta.url), "utf8"),
) as Record<string, string>;
const format = new MessageFormat("en");

/** The catalogue's English text of a problem's code, with its params. */
function catalogueText({ code, params }: Problem): string {
  const text = english[`error.${code}`];
  if (text === undefined) throw new Error(`no error.${code} in en.json`);
  return format.compile(text)(params ?? {});
}

/** The problem an HTTP error carries, from a call that throws one. */
function thrown(call: () => unknown): Problem {
  try {
    call();
  } catch (error) {
    if (error instanceof HttpError) return error.body;
    throw error;
  }
  throw new Error("nothing was thrown");
}

describe("error codes", () => {
  it("are snake_case and listed once", () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it("each have an English text in the catalogue, error.<code>, that compiles", () => {
    const missing = ERROR_CODES.filter((code) => english[`error.${code}`] === undefined);
    expect(missing).toEqual([]);
    for (const code of ERROR_CODES)
      expect(() => format.compile(english[`error.${code}`]!)).not.toThrow();
  });

  it("name no error the cloud does not know", () => {
    const known = new Set<string>(ERROR_CODES);
    const stray = Object.keys(english)
      .filter((key) => key.startsWith("error."))
      .filter((key) => !known.has(key.slice("error.".length)));
    expect(stray).toEqual([]);
  });
});

describe("the catalogue's English says what the cloud's message says", () => {
  const status = (code: number) => problem(codeForStatus(code), statusMessage(code));
  const samples: Problem[] = [
    // Generic answers by status.
    status(404),
    status(405),
    status(501),
    problem("bad_request", "Bad request"),
    problem("internal_error", "Internal server error"),
    problem("payload_too_large", "Request body is too large"),
    problem("unauthorized", "Not logged in"),
    METRICS_TOKEN_PROBLEM,
    // Bodies, queries, hosts.
    thrown(() => refuseRepeatedParameters({ q: ["a", "b"] })),
    thrown(() => contentEncodingOf("compress")),
    thrown(() => parseJsonBody("42")),
    thrown(() => parseJsonBody("{")),
    thrown(() => parseJsonBody('{"__proto__": {}}')),
    thrown(() => parseJsonBody('{"constructor": {"prototype": {}}}')),
    hostRefused("rebound.example:8080"),
    // Rate limits, in seconds and in minutes.
    ...[1, 42, 59, 60, 61, 3600].flatMap((wait) => [
      tooManyAttempts(wait),
      tooManyWrongCodes(wait),
      ADDRESS_LIMIT_PROBLEMS.createSession(wait),
      ADDRESS_LIMIT_PROBLEMS.search(wait),
    ]),
    // The catalogue.
    thrown(() => searchPage(10_000, 10)),
    ...[prepareSearchText(""), prepareSearchText("document.cookie")].flatMap((result) =>
      result.ok ? [] : [problem(result.code, result.message, result.params)],
    ),
    // Accounts and feedback: the forms' rules.
    ...Object.values(AUTH_PROBLEMS),
    ...Object.values(PASSWORD_PROBLEMS),
    ...Object.values(FEEDBACK_PROBLEMS),
    // A party.
    ...Object.values(HOST_ONLY),
    ...Object.values(MESSAGES).flatMap((refusal) =>
      typeof refusal === "function" ? [refusal(1), refusal(10)] : [refusal],
    ),
    ...Object.values(ERRORS).flatMap((refusal) => (typeof refusal === "function" ? [] : [refusal])),
    ERRORS.unknownEvent("DROP_TABLE"),
    ERRORS.addressBusy(200),
    ERRORS.tooManyPins(30_000),
    ERRORS.tooManyPins(10 * 60_000),
    // The operator's back office.
    ...Object.values(ADMIN_PROBLEMS),
    ...[1, 3600].map((wait) => ADDRESS_LIMIT_PROBLEMS.adminSignIn(wait)),
    ...Object.values(YOUTUBE_PROBLEMS).flatMap((refusal) =>
      typeof refusal === "function"
        ? [refusal("API key not valid. Please pass a valid API key.")]
        : [refusal],
    ),
  ];

  it.each(samples.map((sample) => [sample.code, sample] as const))("%s", (_code, sample) => {
    expect(catalogueText(sample)).toBe(sample.message);
  });
});
