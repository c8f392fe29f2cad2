// The back office's calls (docs/admin.md, Calls): one typed function each, answers parsed with
// the shared schemas. The operator's cookie rides along like any cookie of the site.
import {
  adminFeedbackListResponseSchema,
  adminFeedbackResponseSchema,
  adminHiddenSongsResponseSchema,
  adminOverviewSchema,
  adminRestoreResponseSchema,
  adminSessionResponseSchema,
  adminSongsResponseSchema,
  type AdminRestoreBody,
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
  setFeedbackStatus: (id: number, status: FeedbackStatus) =>
    requestJson(`/admin/feedback/${id}`, adminFeedbackResponseSchema, {
      method: "PATCH",
      body: { status },
    }),
};
