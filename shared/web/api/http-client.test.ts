import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { errorText } from "../i18n/error-text";
import { speak } from "../i18n/test-language";
import { ApiError, request } from "./http-client";

function answering(response: Response | Error): void {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response))),
  );
}

async function failure(): Promise<ApiError> {
  const error: unknown = await request("/x").catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error("no ApiError");
  return error;
}

describe("the HTTP client's errors", () => {
  beforeAll(() => speak("en"));
  afterEach(() => void vi.unstubAllGlobals());

  it("keep the cloud's message, code and params", async () => {
    const body = {
      message: "The queue is full (50 songs)",
      code: "queue_full",
      params: { max: 50 },
    };
    answering(new Response(JSON.stringify(body), { status: 409 }));
    const error = await failure();
    expect(error).toMatchObject({ status: 409, ...body });
    expect(errorText(error)).toBe("The queue is full (50 songs)");
  });

  it("say the generic text for an answer without a message", async () => {
    answering(new Response("<html>", { status: 502 }));
    const error = await failure();
    expect(error).toMatchObject({ status: 502, code: undefined });
    expect(errorText(error)).toBe("Something went wrong. Please try again.");
  });

  it("say when the server could not be reached", async () => {
    answering(new TypeError("Failed to fetch"));
    const error = await failure();
    expect(error.status).toBe(0);
    expect(errorText(error)).toBe("Cannot reach the server. Check the connection and try again.");
  });
});
