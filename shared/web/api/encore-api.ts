// One typed function per call of docs/protocol.md#calls.
import {
  type MovedFrom,
  appConfigResponseSchema,
  authUrlResponseSchema,
  createSessionResponseSchema,
  favoritesResponseSchema,
  feedbackListResponseSchema,
  feedbackResponseSchema,
  messageResponseSchema,
  searchResponseSchema,
  sessionResponseSchema,
  songbooksResponseSchema,
  songListResponseSchema,
  songsPageResponseSchema,
  userResponseSchema,
} from "@encore/shared";
import { query, request, requestJson } from "./http-client";

export const api = {
  config: () => requestJson("/config", appConfigResponseSchema),

  songbooks: () => requestJson("/songbooks", songbooksResponseSchema),
  songs: (params: { q?: string; songbook?: string; limit?: number; offset?: number }) =>
    requestJson(`/songs${query(params)}`, songsPageResponseSchema),
  search: (params: { q: string; limit?: number; offset?: number }) =>
    requestJson(`/search${query(params)}`, searchResponseSchema),
  popular: (limit?: number) =>
    requestJson(`/songs/popular${query({ limit })}`, songListResponseSchema),
  newest: (limit?: number) => requestJson(`/songs/new${query({ limit })}`, songListResponseSchema),

  /** `moved_from`: the party this screen left, whose phones are told to follow it here. */
  createSession: (movedFrom: MovedFrom | null = null) =>
    requestJson("/sessions", createSessionResponseSchema, {
      method: "POST",
      body: movedFrom ? { moved_from: movedFrom } : undefined,
    }),
  /** With the join token, the read is never held back by the limits on guessing codes. */
  session: (code: string, token?: string | null) =>
    requestJson(
      `/sessions/${encodeURIComponent(code)}${query({ token: token ?? undefined })}`,
      sessionResponseSchema,
    ),

  me: () => requestJson("/auth/me", userResponseSchema),
  /** The language of the account's mails (docs/languages.md#mails); answers the user. */
  setMailLanguage: (language: string) =>
    requestJson("/auth/me", userResponseSchema, { method: "PATCH", body: { language } }),
  // return_to: where a mailed link or Google sign-in comes back to (shared return-path.ts).
  login: (body: { email: string; password: string; return_to?: string | undefined }) =>
    requestJson("/auth/login", userResponseSchema, { method: "POST", body }),
  signup: (body: {
    email: string;
    password: string;
    name: string;
    return_to?: string | undefined;
    /** The language the app speaks: the mails' language (docs/languages.md#mails). */
    language?: string | undefined;
  }) => requestJson("/auth/signup", messageResponseSchema, { method: "POST", body }),
  logout: () => request("/auth/logout", { method: "POST" }).then(() => undefined),
  deleteAccount: () => request("/auth/account", { method: "DELETE" }).then(() => undefined),
  forgotPassword: (body: { email: string; return_to?: string | undefined }) =>
    request("/auth/forgot-password", { method: "POST", body }).then(() => undefined),
  verifyEmail: (body: { token: string }) =>
    requestJson("/auth/verify-email", messageResponseSchema, { method: "POST", body }),
  resetPassword: (body: { token: string; password: string }) =>
    requestJson("/auth/reset-password", messageResponseSchema, { method: "POST", body }),
  authUrl: (returnTo?: string) =>
    requestJson(`/auth/url${query({ return_to: returnTo })}`, authUrlResponseSchema),
  authCallback: (body: { code: string; state: string; iss?: string }) =>
    requestJson("/auth/callback", userResponseSchema, { method: "POST", body }),

  favorites: () => requestJson("/favorites", favoritesResponseSchema),
  addFavorite: (dbId: number) =>
    request(`/favorites/${dbId}`, { method: "POST" }).then(() => undefined),
  removeFavorite: (dbId: number) =>
    request(`/favorites/${dbId}`, { method: "DELETE" }).then(() => undefined),

  feedbackList: () => requestJson("/feedback", feedbackListResponseSchema),
  createFeedback: (body: { subject: string; content: string }) =>
    requestJson("/feedback", feedbackResponseSchema, { method: "POST", body }),
};
