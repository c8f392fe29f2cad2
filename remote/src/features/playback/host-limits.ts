// The host's controls (docs/product.md#the-host): with host controls on, a phone that is not the
// host may still queue, pause and resume, remove and defer its own songs, but not skip, stop,
// clear, reorder or remove another singer's song. Its buttons for those are disabled and say why,
// in the cloud's own words (HOST_ONLY_MESSAGES, in English) and the language shown, instead of
// failing when tapped.
import type { MessageKey } from "@encore/web/i18n/message-key";
import { t } from "@encore/web/i18n/translate";
import { isHostAtom, partySettingsAtom } from "@encore/web/session/session-atoms";
import { atom } from "@encore/web/store/store";

/** Why a guest may not, by control: the cloud's refusals. */
const HOST_ONLY_KEYS = {
  skip: "remote.hostOnly.skip",
  stop: "remote.hostOnly.stop",
  clear: "remote.hostOnly.clear",
  reorder: "remote.hostOnly.reorder",
  removeOthers: "remote.hostOnly.removeOthers",
} as const satisfies Record<string, MessageKey>;

export type HostOnlyControl = keyof typeof HOST_ONLY_KEYS;

/** The dock's one visible line about its disabled Stop and Skip. */
export const hostOnlyDockText = () => t("remote.hostOnly.dock");

/** This phone is held back by host controls: they are on and it is not the host. */
export function heldBack(hostControls: boolean, isHost: boolean): boolean {
  return hostControls && !isHost;
}

export const heldBackAtom = atom((get) =>
  heldBack(get(partySettingsAtom).host_controls, get(isHostAtom)),
);

/** The reason `control` is disabled on this phone, or null when it may use it. */
export function hostOnlyReason(held: boolean, control: HostOnlyControl): string | null {
  return held ? t(HOST_ONLY_KEYS[control]) : null;
}
