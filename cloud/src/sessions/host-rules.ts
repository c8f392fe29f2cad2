// Who is the party's host, and what only the host may do while `host_controls` is on
// (docs/product.md#the-host). Pure, for the session machine.
import {
  HOST_ONLY_MESSAGES,
  problem,
  singerKeyOf,
  type PartySettings,
  type Problem,
} from "@encore/shared";
import type { Actor, SessionCommand, SessionState } from "./session-state.js";

/** What only the host may do while `host_controls` is on (docs/product.md#the-host). */
export const HOST_ONLY = {
  SKIP_SONG: problem("host_only_skip", HOST_ONLY_MESSAGES.skip),
  STOP_PLAYBACK: problem("host_only_stop", HOST_ONLY_MESSAGES.stop),
  CLEAR_QUEUE: problem("host_only_clear", HOST_ONLY_MESSAGES.clear),
  CLEAR_ALL: problem("host_only_clear", HOST_ONLY_MESSAGES.clear),
  REORDER_QUEUE: problem("host_only_reorder", HOST_ONLY_MESSAGES.reorder),
  PLAY_SONG: problem("host_only_play_now", HOST_ONLY_MESSAGES.playNow),
  REMOVE_SONG: problem("host_only_remove_others", HOST_ONLY_MESSAGES.removeOthers),
} as const satisfies Record<string, Problem>;

/** Hosts a party keeps: more than its devices can be. */
export const MAX_HOSTS = 64;

/** The screen, a phone that gave the PIN, and the cloud itself are the party's host. */
export function isHost(state: SessionState, actor: Actor | undefined): boolean {
  return actor === undefined || actor.screen || state.hosts.includes(actor.singer);
}

/** Why a guest may not do this while only the host may; null when they may. */
export function hostOnlyRefusal(
  state: SessionState,
  command: SessionCommand,
  actor: Actor | undefined,
): Problem | null {
  if (!state.settings.host_controls || isHost(state, actor)) return null;
  switch (command.type) {
    case "SKIP_SONG":
    case "STOP_PLAYBACK":
    case "CLEAR_QUEUE":
    case "CLEAR_ALL":
    case "REORDER_QUEUE":
    case "PLAY_SONG":
      return HOST_ONLY[command.type];
    case "REMOVE_SONG": {
      const item = state.queue[command.index];
      return item && singerKeyOf(item) !== actor?.singer ? HOST_ONLY.REMOVE_SONG : null;
    }
    default:
      return null;
  }
}

/** Compares two PINs without stopping at the first wrong digit. */
export function samePin(given: string, pin: string): boolean {
  let difference = given.length ^ pin.length;
  for (let i = 0; i < pin.length; i += 1)
    difference |= (given.charCodeAt(i) || 0) ^ pin.charCodeAt(i);
  return difference === 0;
}

export function sameSettings(a: PartySettings, b: PartySettings): boolean {
  return (
    a.fair_turns === b.fair_turns &&
    a.host_controls === b.host_controls &&
    a.max_waiting_per_singer === b.max_waiting_per_singer
  );
}
