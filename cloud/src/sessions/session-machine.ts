// The session state machine (docs/protocol.md#session-rules): (state, command) → (new state,
// events) or an error. Pure: time comes in as `now`, and nothing here touches a socket or a
// database.
import {
  deferTarget,
  fairPlace,
  MAX_QUEUE_LENGTH,
  NO_HOST_PIN_MESSAGE,
  problem,
  singerKeyOf,
  waitingOf,
  WRONG_PIN_MESSAGE,
  type Problem,
} from "@encore/shared";
import {
  HOST_ONLY,
  hostOnlyRefusal,
  isHost,
  MAX_HOSTS,
  samePin,
  sameSettings,
} from "./host-rules.js";
import type { SessionCommand, SessionItem, SessionState } from "./session-state.js";
import { knowPerson } from "./singer-book.js";
import { Transition, type MachineContext, type MachineResult } from "./session-transition.js";
import { currentSinger, itemOf, mergeIdentities, mergeSinger, takeSinger } from "./singer-edits.js";
import { isBack, liveUndos, mayUndo, putBack, takesAnothers } from "./undo.js";

export { HOST_ONLY, isHost };
export type { MachineResult };

/** The machine's refusals: code and English message (docs/protocol.md#error-codes). */
export const MESSAGES = {
  queueFull: problem("queue_full", `The queue is full (${MAX_QUEUE_LENGTH} songs)`, {
    max: MAX_QUEUE_LENGTH,
  }),
  alreadyQueued: problem("song_already_queued", "That song is already in the queue"),
  indexOutOfRange: problem("no_song_at_position", "There is no song at that position in the queue"),
  queueIdMismatch: problem(
    "queue_changed",
    "The queue has changed: that song is no longer at that position",
  ),
  staleEnd: problem("song_no_longer_playing", "That song is no longer playing"),
  nothingPlaying: problem("nothing_playing", "Nothing is playing"),
  nothingToPlay: problem("nothing_to_play", "Nothing to play: the queue is empty"),
  nothingToSkip: problem("nothing_to_skip", "Nothing to skip"),
  notInQueue: problem("song_not_in_queue", "That song is no longer in the queue"),
  deferOwnOnly: problem("defer_own_only", "You can only defer your own songs"),
  wrongPin: problem("wrong_pin", WRONG_PIN_MESSAGE),
  noPin: problem("no_host_pin", NO_HOST_PIN_MESSAGE),
  settingsHostOnly: problem("host_only_settings", "Only the host can change the party settings"),
  lengthReported: problem("length_already_reported", "That song's length was already reported"),
  undoExpired: problem("undo_expired", "That can no longer be undone"),
  undoNotAllowed: problem(
    "undo_not_allowed",
    "Only whoever made that change, the song's singer or the host can undo it",
  ),
  singersHostOnly: problem("host_only_singers", "Only the host can merge or remove singers"),
  singerNotFound: problem("singer_not_found", "That singer is not in this party"),
  tooManyWaiting: (max: number) =>
    problem(
      "too_many_waiting",
      `You already have ${max} ${max === 1 ? "song" : "songs"} waiting: sing one first`,
      { max },
    ),
} as const;

const refuse = (refusal: Problem, resync = false): MachineResult => ({
  ok: false,
  ...refusal,
  resync,
});

function newItem(
  state: SessionState,
  command: Extract<SessionCommand, { song: unknown }>,
): SessionItem {
  return { ...command.song, queue_id: `q${state.nextQueueNumber}`, added_by_user: command.addedBy };
}

export function applyCommand(
  state: SessionState,
  command: SessionCommand,
  context: MachineContext,
): MachineResult {
  // A socket still joined as a singer the host merged into another acts as that one.
  const aliases = state.aliases ?? {};
  const actor = context.actor && {
    ...context.actor,
    singer: currentSinger(aliases, context.actor.singer),
  };
  if (command.type === "QUEUE_SONG" || command.type === "PLAY_SONG") {
    const { singer } = command.addedBy;
    if (singer !== undefined)
      command = {
        ...command,
        addedBy: { ...command.addedBy, singer: currentSinger(aliases, singer) },
      };
  }
  const t = new Transition(state, { ...context, actor });
  const s = t.state;
  const hostOnly = hostOnlyRefusal(s, command, actor);
  if (hostOnly) return refuse(hostOnly);
  // Changes older than 10 s can no longer be undone: forgotten with any command.
  s.undos = liveUndos(s.undos, context.now);
  switch (command.type) {
    case "QUEUE_SONG": {
      if (s.queue.length >= MAX_QUEUE_LENGTH) return refuse(MESSAGES.queueFull);
      // The song playing counts as queued (docs/screen.md): queueing it again is refused alike.
      if (
        s.current?.db_id === command.song.db_id ||
        s.queue.some((item) => item.db_id === command.song.db_id)
      )
        return refuse(MESSAGES.alreadyQueued);
      const item = newItem(s, command);
      const singer = singerKeyOf(item);
      // The TV is everyone's: its songs are not one person's to limit (nor the cloud's own).
      const max = s.settings.max_waiting_per_singer;
      if (max > 0 && actor !== undefined && !actor.screen && waitingOf(s.queue, singer) >= max)
        return refuse(MESSAGES.tooManyWaiting(max));
      // Fair turns place the new song by round (docs/product.md#fair-turns); else it goes last.
      const at = s.settings.fair_turns ? fairPlace(s.queue, s.current, singer) : s.queue.length;
      s.queue.splice(at, 0, item);
      s.nextQueueNumber += 1;
      t.queueChanged("SONG_QUEUED");
      // A queue going from 0 to 1 song with nothing current plays that song at once
      // (docs/product.md#playback).
      if (s.current === null && s.queue.length === 1) t.startHead();
      return t.done();
    }
    case "PLAY_SONG": {
      const queued = s.queue.findIndex((item) => item.db_id === command.song.db_id);
      if (queued >= 0) s.queue.splice(queued, 1);
      const item = newItem(s, command);
      s.nextQueueNumber += 1;
      t.start(item);
      return t.done();
    }
    case "REMOVE_SONG": {
      const item = s.queue[command.index];
      if (!item) return refuse(MESSAGES.indexOutOfRange, true);
      if (command.queueId !== undefined && item.queue_id !== command.queueId) {
        return refuse(MESSAGES.queueIdMismatch, true);
      }
      s.queue.splice(command.index, 1);
      t.queueChanged("SONG_REMOVED");
      if (takesAnothers(item, actor)) t.offerUndo("remove", [{ item, index: command.index }], null);
      return t.done();
    }
    case "REORDER_QUEUE": {
      const item = s.queue[command.from];
      if (!item || command.to >= s.queue.length) return refuse(MESSAGES.indexOutOfRange, true);
      if (command.queueId !== undefined && item.queue_id !== command.queueId) {
        return refuse(MESSAGES.queueIdMismatch, true);
      }
      s.queue.splice(command.from, 1);
      s.queue.splice(command.to, 0, item);
      t.queueChanged("QUEUE_REORDERED");
      return t.done();
    }
    case "SONG_ENDED":
    case "VIDEO_ERROR": {
      if (s.current === null) return refuse(MESSAGES.staleEnd, true);
      if (command.queueId !== undefined && s.current.queue_id !== command.queueId) {
        return refuse(MESSAGES.staleEnd, true);
      }
      t.end();
      return t.done();
    }
    case "CLEAR_QUEUE": {
      const taken = s.queue.map((item, index) => ({ item, index }));
      s.queue = [];
      if (s.timer?.kind === "auto-next") s.timer = null;
      t.cleared();
      if (taken.length > 0) t.offerUndo("clear_queue", taken, null);
      return t.done();
    }
    case "CLEAR_ALL": {
      const taken = s.queue.map((item, index) => ({ item, index }));
      const current = s.current;
      s.queue = [];
      s.current = null;
      s.playing = false;
      s.timer = null;
      s.startedAt = null;
      s.pausedAt = null;
      t.cleared();
      if (taken.length > 0 || current) t.offerUndo("clear_all", taken, current);
      return t.done();
    }
    case "PAUSE_PLAYBACK": {
      if (s.current === null) return refuse(MESSAGES.nothingPlaying);
      if (!s.playing) return t.done();
      s.playing = false;
      s.pausedAt = context.now;
      if (s.timer?.kind === "song-deadline") {
        s.timer = { kind: "paused", remainingMs: Math.max(0, s.timer.at - context.now) };
      }
      t.emit("PLAYBACK_PAUSED");
      return t.done();
    }
    case "RESUME_PLAYBACK": {
      if (s.current === null) {
        if (!t.startHead()) return refuse(MESSAGES.nothingToPlay);
        return t.done();
      }
      if (s.playing) return t.done();
      s.playing = true;
      // Shifted by the pause, so that now - startedAt is what has played; a stopped song starts over.
      s.startedAt =
        s.startedAt === null
          ? context.now
          : s.startedAt + (context.now - (s.pausedAt ?? context.now));
      s.pausedAt = null;
      if (s.timer?.kind === "paused")
        s.timer = { kind: "song-deadline", at: context.now + s.timer.remainingMs };
      t.resumed();
      return t.done();
    }
    case "STOP_PLAYBACK": {
      if (s.current === null) return refuse(MESSAGES.nothingPlaying);
      s.playing = false;
      // A stopped video starts again from the beginning: the whole length is left.
      const known = s.current.reported_ms ?? s.current.length_ms;
      const length =
        known === null ? context.timings.unknownLengthMs : known + context.timings.graceMs;
      s.timer = { kind: "paused", remainingMs: length };
      s.startedAt = null;
      s.pausedAt = context.now;
      t.emit("PLAYBACK_STOPPED");
      return t.done();
    }
    case "SKIP_SONG": {
      if (s.current === null && s.queue.length === 0) return refuse(MESSAGES.nothingToSkip);
      const skipped = s.current;
      if (s.current !== null) t.end();
      if (!t.startHead()) s.timer = null;
      if (skipped && takesAnothers(skipped, actor)) t.offerUndo("skip", [], skipped);
      return t.done();
    }
    case "PLAY_NEXT": {
      if (s.current === null && s.queue.length > 0) t.startHead();
      return t.done();
    }
    case "DEFER_SONG": {
      const index = s.queue.findIndex((item) => item.queue_id === command.queueId);
      const item = s.queue[index];
      if (!item) return refuse(MESSAGES.notInQueue, true);
      if (!isHost(s, actor) && singerKeyOf(item) !== actor?.singer)
        return refuse(MESSAGES.deferOwnOnly);
      // "Skip my turn, keep my place" (docs/product.md#fair-turns): behind the next song of
      // another singer; with none after it, the song stays.
      const target = deferTarget(s.queue, index);
      if (target === null) return t.done();
      s.queue.splice(index, 1);
      s.queue.splice(target, 0, item);
      t.queueChanged("QUEUE_REORDERED");
      return t.done();
    }
    case "HOST_UNLOCK": {
      if (!actor || isHost(s, actor)) return t.done();
      if (s.hostPin === null) return refuse(MESSAGES.noPin);
      if (!samePin(command.pin, s.hostPin)) return refuse(MESSAGES.wrongPin);
      s.hosts = [...s.hosts, actor.singer].slice(-MAX_HOSTS);
      return t.done();
    }
    case "RENEW_PIN": {
      // The cloud's only (the fuse of wrong PINs, socket/pin-tries.ts); its hosts stay hosts.
      if (actor !== undefined) return refuse(MESSAGES.settingsHostOnly);
      s.hostPin = command.pin;
      return t.done();
    }
    case "KNOW_PERSON": {
      if (actor !== undefined) return refuse(MESSAGES.settingsHostOnly);
      knowPerson(t, command.person);
      return t.done();
    }
    case "UPDATE_SETTINGS": {
      if (!isHost(s, actor)) return refuse(MESSAGES.settingsHostOnly);
      const settings = { ...s.settings, ...command.change };
      if (sameSettings(settings, s.settings)) return t.done();
      s.settings = settings;
      t.settingsChanged();
      return t.done();
    }
    case "VIDEO_INFO": {
      const current = s.current;
      if (current === null) return refuse(MESSAGES.staleEnd, true);
      if (command.queueId !== undefined && current.queue_id !== command.queueId)
        return refuse(MESSAGES.staleEnd, true);
      if (current.length_reported) return refuse(MESSAGES.lengthReported);
      const length = Math.round(command.durationS * 1000);
      s.current = { ...current, reported_ms: length, length_reported: true };
      // The deadline follows the real length (what has played is kept).
      const played =
        s.startedAt === null
          ? 0
          : (s.playing ? context.now : (s.pausedAt ?? context.now)) - s.startedAt;
      const left = Math.max(0, length + context.timings.graceMs - played);
      if (s.timer?.kind === "song-deadline")
        s.timer = { kind: "song-deadline", at: context.now + left };
      else if (s.timer?.kind === "paused" && s.startedAt !== null)
        s.timer = { kind: "paused", remainingMs: left };
      return t.done();
    }
    case "UNDO": {
      const record = s.undos.find((one) => one.id === command.undoId);
      if (!record) return refuse(MESSAGES.undoExpired);
      if (!mayUndo(record, actor, isHost(s, actor))) return refuse(MESSAGES.undoNotAllowed);
      s.undos = s.undos.filter((one) => one !== record);
      s.queue = putBack(s.queue, s.current, record.queued);
      const taken = record.current;
      if (taken && !isBack(taken, s.queue, s.current)) {
        // The song that started in its place waits at the head again.
        if (s.current) s.queue.unshift(s.current);
        t.start(taken);
      } else {
        t.queueChanged("QUEUE_REORDERED");
        t.autoNextIfIdle();
      }
      t.undone(record.id);
      return t.done();
    }
    case "MERGE_SINGER": {
      if (!isHost(s, actor)) return refuse(MESSAGES.singersHostOnly);
      const into = itemOf(s, command.into);
      if (!itemOf(s, command.singer) || !into) return refuse(MESSAGES.singerNotFound);
      if (command.singer === command.into) return t.done();
      const merged = mergeSinger(s, command.singer, into.added_by_user);
      s.queue = merged.queue;
      s.current = merged.current;
      if (s.hosts.includes(command.singer) && !s.hosts.includes(command.into))
        s.hosts = [...s.hosts, command.into].slice(-MAX_HOSTS);
      const identities = mergeIdentities(s.people, s.aliases, command.singer, command.into);
      s.people = identities.people;
      s.aliases = identities.aliases;
      // The song on now changes hands without starting again: QUEUE_CLEARED carries it as it is.
      if (merged.currentChanged) t.cleared();
      else t.queueChanged("QUEUE_REORDERED");
      return t.done();
    }
    case "REMOVE_SINGER": {
      if (!isHost(s, actor)) return refuse(MESSAGES.singersHostOnly);
      if (!itemOf(s, command.singer)) return refuse(MESSAGES.singerNotFound);
      const { taken, queue } = takeSinger(s.queue, command.singer);
      // Only the song on now is theirs: nothing waits to be taken.
      if (taken.length === 0) return t.done();
      s.queue = queue;
      t.queueChanged("SONG_REMOVED");
      t.offerUndo("remove_singer", taken, null);
      return t.done();
    }
    case "MOVED_TO": {
      s.movedTo = { code: command.code, joinToken: command.joinToken, at: context.now };
      return t.done();
    }
    case "TIMER": {
      const timer = s.timer;
      if (!timer || timer.kind === "paused" || timer.at > context.now) return t.done();
      if (timer.kind === "song-deadline") {
        t.end();
        return t.done();
      }
      s.timer = null;
      if (s.current === null) t.startHead();
      return t.done();
    }
  }
}

/** When the session's timer is due (ms since the epoch), for the sweeper's index; null if never. */
export function dueAt(state: SessionState): number | null {
  return state.timer && state.timer.kind !== "paused" ? state.timer.at : null;
}
