import type { Song, User } from "@encore/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../api/encore-api";
import { authAtom } from "../auth/auth-atoms";
import { store } from "../store/store";
import { favoritesAtom, favoritesLoadedAtom } from "./favorites-atoms";
import { followSignInWithFavorites } from "./follow-sign-in";

const ana: User = {
  name: "Ana",
  email: "ana@example.com",
  picture_url: null,
  created_at: "2025-01-01T00:00:00.000Z",
  language: null,
};
const song = { db_id: 7, title: "Halo", artist: "Beyoncé" } as Song;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the favorites follow the sign-in", () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    store.set(authAtom, { status: "loading" });
    store.set(favoritesAtom, []);
    store.set(favoritesLoadedAtom, false);
    vi.restoreAllMocks();
  });

  it("loads them when the user signs in and empties them when they sign out", async () => {
    vi.spyOn(api, "favorites").mockResolvedValue({ favorites: [song] });
    stop = followSignInWithFavorites();
    store.set(authAtom, { status: "in", user: ana });
    await settle();
    expect(store.get(favoritesAtom)).toEqual([song]);
    expect(store.get(favoritesLoadedAtom)).toBe(true);

    store.set(authAtom, { status: "out" });
    expect(store.get(favoritesAtom)).toEqual([]);
    expect(store.get(favoritesLoadedAtom)).toBe(false);
  });

  it("shows an empty list, not a loaded one, when the load fails", async () => {
    vi.spyOn(api, "favorites").mockRejectedValue(new Error("offline"));
    stop = followSignInWithFavorites();
    store.set(authAtom, { status: "in", user: ana });
    await settle();
    expect(store.get(favoritesAtom)).toEqual([]);
    expect(store.get(favoritesLoadedAtom)).toBe(false);
  });
});
