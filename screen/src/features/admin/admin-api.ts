// The back office's calls (docs/admin.md, Calls): one typed function each, answers parsed with
// the shared schemas. The operator's cookie rides along like any cookie of the site.
import {
  adminChannelResponseSchema,
  adminCurrentImportResponseSchema,
  adminImportResponseSchema,
  adminYoutubeKeyResponseSchema,
  adminYoutubeResponseSchema,
  adminFeedbackListResponseSchema,
  adminFeedbackResponseSchema,
  adminHiddenSongsResponseSchema,
  adminOverviewSchema,
  adminRestoreResponseSchema,
  adminSessionResponseSchema,
  adminSongsResponseSchema,
  type AdminRestoreBody,
  type AdminStartImportBody,
  type FeedbackStatus,
} from "@encore/shared";
import { query, request, requestJson } from "@encore/web/api/http-client";

export const adminApi = {
  session: () => requestJson("/admin/session", adminSessionResponseSchema),
  signIn: (password: string) =>
    request("/admin/session", { method: "POST", body: { password } }).then(() => undefined),
  signOut: () => request("/admin/session", { method: "DELETE" }).then(() => undefined),

  overview: () => requestJson("/admin/overview", adminOverviewSchema),

  hiddenSongs: () => requestJson("/admin/hidden-songs", adminHiddenSongsResponseSchema),
  restore: (body: AdminRestoreBody) =>
    requestJson("/admin/hidden-songs/restore", adminRestoreResponseSchema, {
      method: "POST",
      body,
    }),
  songs: (q: string) =>
    requestJson(`/admin/songs${query({ q, limit: 20 })}`, adminSongsResponseSchema),
  hide: (dbId: number) =>
    request(`/admin/songs/${dbId}/hide`, { method: "POST" }).then(() => undefined),

  feedback: (status: FeedbackStatus | null) =>
    requestJson(
      `/admin/feedback${query({ status: status ?? undefined })}`,
      adminFeedbackListResponseSchema,
    ),
  youtube: () => requestJson("/admin/youtube", adminYoutubeResponseSchema),
  saveKey: (key: string) =>
    requestJson("/admin/youtube/key", adminYoutubeKeyResponseSchema, {
      method: "PUT",
      body: { key },
    }),
  forgetKey: () => request("/admin/youtube/key", { method: "DELETE" }).then(() => undefined),
  addChannel: (channel: string) =>
    requestJson("/admin/youtube/channels", adminChannelResponseSchema, {
      method: "POST",
      body: { channel },
    }),
  selectChannel: (handle: string, selected: boolean) =>
    request(`/admin/youtube/channels/${encodeURIComponent(handle)}`, {
      method: "PATCH",
      body: { selected },
    }).then(() => undefined),
  removeChannel: (handle: string) =>
    request(`/admin/youtube/channels/${encodeURIComponent(handle)}`, { method: "DELETE" }).then(
      () => undefined,
    ),
  /** The ticked channels; `refresh`: every channel already imported, now. */
  startImport: (body: AdminStartImportBody = {}) =>
    requestJson("/admin/imports", adminImportResponseSchema, { method: "POST", body }),
  currentImport: () => requestJson("/admin/imports/current", adminCurrentImportResponseSchema),

  setFeedbackStatus: (id: number, status: FeedbackStatus) =>
    requestJson(`/admin/feedback/${id}`, adminFeedbackResponseSchema, {
      method: "PATCH",
      body: { status },
    }),
};
