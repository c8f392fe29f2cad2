// The YouTube Data API key (docs/admin.md, "The key"): checked with one cheap call before it is
// kept, kept in the settings every instance shares, and never shown again but as a hint. It is
// never logged: errors carry the API's reason, never the request's URL (which holds the key).
import type { AdminYoutubeKey } from "@encore/shared";
import type { Kysely } from "kysely";
import { createYoutubeApi, YoutubeApiError } from "../../catalogue/youtube/youtube-api.js";
import type { Database } from "../../db/schema.js";
import { fromProblem } from "../../http/errors.js";
import { deleteSetting, readSetting, writeSetting } from "../settings.js";
import { YOUTUBE_PROBLEMS } from "./youtube-problems.js";

const KEY_SETTING = "youtube_api_key";

export const readYoutubeKey = (db: Kysely<Database>) => readSetting(db, KEY_SETTING);
export const saveYoutubeKey = (db: Kysely<Database>, key: string, at: Date) =>
  writeSetting(db, KEY_SETTING, key, at);
export const forgetYoutubeKey = (db: Kysely<Database>) => deleteSetting(db, KEY_SETTING);

/** What answers show of the key: `…` and its last four characters. */
export function keyHint(key: string | null): AdminYoutubeKey {
  return key === null
    ? { configured: false, hint: null }
    : { configured: true, hint: `…${key.slice(-4)}` };
}

/** Statuses with which the API refuses a key (invalid, expired, restricted, API not enabled,
 * out of quota); any other failure is the API being unreachable. */
const REFUSALS = new Set([400, 401, 403]);

/**
 * Resolves when the API takes the key; else throws the HTTP error to answer: 400
 * youtube_key_refused with the API's reason, or 502 youtube_unavailable.
 */
export async function checkYoutubeKey(key: string, baseUrl: string): Promise<void> {
  try {
    await createYoutubeApi({ key, baseUrl }).checkKey();
  } catch (error) {
    if (!(error instanceof YoutubeApiError)) throw error;
    if (error.status !== undefined && REFUSALS.has(error.status)) {
      throw fromProblem(400, YOUTUBE_PROBLEMS.keyRefused(error.reason ?? error.message));
    }
    throw fromProblem(502, YOUTUBE_PROBLEMS.unavailable);
  }
}
