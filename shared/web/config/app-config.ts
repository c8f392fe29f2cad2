// GET /api/config, asked once per load: the join QR needs `public_url`.
import type { AppConfigResponse } from "@encore/shared";
import { api } from "../api/encore-api";
import { atom, store } from "../store/store";

export const appConfigAtom = atom<AppConfigResponse | null>(null);

let loading: Promise<AppConfigResponse> | null = null;

/** Loads the config into the store; a failure is retried on the next call. */
export function loadAppConfig(): Promise<AppConfigResponse> {
  loading ??= api.config().then(
    (config) => {
      store.set(appConfigAtom, config);
      return config;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
