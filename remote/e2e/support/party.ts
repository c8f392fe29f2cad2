// A party and a signed-in phone made over HTTP, for tests whose subject starts after that: the
// party as the TV makes it (POST /api/sessions), a sign-in through the phone's own cookie jar.
import type { Page } from "@playwright/test";
import type { RemotePhone } from "../pages/remote-phone";

/** A new party's code, as a TV that pressed Enter would have it. */
export async function createParty(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sessions`, { method: "POST" });
  if (response.status !== 201) throw new Error(`POST /api/sessions: ${response.status}`);
  return ((await response.json()) as { code: string }).code;
}

/** A new party, and a phone joined to it by the TV's link under `name`. */
export async function guestInNewParty(
  baseUrl: string,
  phone: () => Promise<RemotePhone>,
  name: string,
): Promise<{ code: string; guest: RemotePhone }> {
  const code = await createParty(baseUrl);
  const guest = await phone();
  await guest.openJoinLink(code);
  await guest.giveName(name);
  return { code, guest };
}

/** Signs the phone's browser in (its cookie), as the sign-in form would. */
export async function signInOver(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  const response = await page.request.post(`${baseUrl}/api/auth/login`, {
    data: account,
    headers: { Origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`login: ${response.status()} ${await response.text()}`);
}

/** Adds favorites for the phone's signed-in user, as hearts tapped elsewhere would have. */
export async function addFavoritesOver(
  page: Page,
  baseUrl: string,
  dbIds: number[],
): Promise<void> {
  for (const dbId of dbIds) {
    const response = await page.request.post(`${baseUrl}/api/favorites/${dbId}`, {
      headers: { Origin: baseUrl },
    });
    if (!response.ok()) throw new Error(`favorite ${dbId}: ${response.status()}`);
  }
}

/** How many favorites the cloud keeps for the phone's user. */
export async function storedFavorites(page: Page, baseUrl: string): Promise<number[]> {
  const response = await page.request.get(`${baseUrl}/api/favorites`);
  const { favorites } = (await response.json()) as { favorites: { db_id: number }[] };
  return favorites.map((song) => song.db_id);
}

/** The songs of one songbook (by its prefix), as the catalogue lists them. */
export async function songbookSongs(
  baseUrl: string,
  prefix: string,
  limit: number,
): Promise<{ db_id: number; code: string; title: string }[]> {
  const response = await fetch(`${baseUrl}/api/songs?songbook=${prefix}&limit=${limit}`);
  const { songs } = (await response.json()) as {
    songs: { id: string; db_id: number; title: string }[];
  };
  return songs.map((song) => ({ db_id: song.db_id, code: song.id, title: song.title }));
}

/**
 * The screen's stored party (its code and screen token, from the TV page's localStorage), started
 * anew as a TV that starts again does: POST /api/sessions naming it as moved_from. The new code.
 */
export async function moveTheParty(tv: Page, baseUrl: string): Promise<string> {
  const stored = await tv.evaluate(() => localStorage.getItem("encore.sessionTokens"));
  const { code, screen_token } = JSON.parse(stored ?? "{}") as {
    code?: string;
    screen_token?: string;
  };
  if (!code || !screen_token) throw new Error(`the screen keeps no party: ${stored}`);
  const response = await fetch(`${baseUrl}/api/sessions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ moved_from: { code, screen_token } }),
  });
  if (response.status !== 201) throw new Error(`POST /api/sessions: ${response.status}`);
  return ((await response.json()) as { code: string }).code;
}
