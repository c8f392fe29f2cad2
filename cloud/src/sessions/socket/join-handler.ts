// JOIN_SESSION (and the join that follows CREATE_SESSION): wrong codes counted as guesses, the
// session's caps checked under its lock, SESSION_JOINED to the socket and DEVICE_JOINED to the
// room; and DEVICE_LEFT when a device leaves.
import {
  MAX_DEVICES_PER_SESSION,
  MAX_SOCKETS_PER_DEVICE,
  MAX_SOCKETS_PER_SESSION,
  normalizeSessionCode,
  problem,
  SESSION_NOT_FOUND,
  type Problem,
} from "@encore/shared";
import { tooManyWrongCodes, type Joiner } from "../../security/join-limits.js";
import {
  offersToken,
  screenTokenOpens,
  tokensOpen,
  type OfferedTokens,
  type StoredTokens,
} from "../join-tokens.js";
import { joinedEvent } from "../session-snapshot.js";
import type { SessionState } from "../session-state.js";
import { chooseSinger } from "../singer-book.js";
import { personKeys, singerKey } from "../singers.js";
import { createSingerLimits, DEFAULT_SINGER_LIMITS } from "./singer-limits.js";
import type { Members } from "./presence.js";
import type { SessionHandlerDeps } from "./session-handler-deps.js";
import { ERRORS, fail, type Ack } from "./socket-errors.js";
import { screenRoom, sessionRoom, type SessionServer, type SessionSocket } from "./socket-types.js";

const NOT_FOUND = problem("session_not_found", SESSION_NOT_FOUND);

/**
 * Why a socket may not join a session now, or null. A socket joining again the session it is in
 * takes no new place; a device already in takes no new device's place, but its sockets are capped
 * (a reused device_id must not let a crowd in), and so are the session's.
 */
export function capRefusal(members: Members, deviceId: string, inRoom: boolean): Problem | null {
  if (inRoom) return null;
  const mine = members.socketsPerDevice.get(deviceId) ?? 0;
  if (mine === 0 && members.socketsPerDevice.size >= MAX_DEVICES_PER_SESSION) return ERRORS.full;
  if (members.sockets >= MAX_SOCKETS_PER_SESSION) return ERRORS.socketsFull;
  if (mine >= MAX_SOCKETS_PER_DEVICE) return ERRORS.deviceBusy;
  return null;
}

export interface JoinHandler {
  join(
    socket: SessionSocket,
    rawCode: string,
    ack: Ack | undefined,
    offered?: OfferedTokens,
    created?: boolean,
  ): Promise<void>;
  /**
   * A device gone from a session is told to those left, and the party's last screen gone as
   * SCREEN_LEFT (`screen`: the socket that left was a screen); failing to tell them fails nothing.
   */
  announceLeaving(code: string, screen: boolean): void;
}

export function createJoinHandler(
  io: SessionServer,
  deps: Pick<
    SessionHandlerDeps,
    "service" | "lock" | "presence" | "joinLimits" | "onActivity" | "logger" | "rateLimiters"
  >,
): JoinHandler {
  const { service, lock, presence, joinLimits, logger } = deps;
  const singerLimits = createSingerLimits(DEFAULT_SINGER_LIMITS, deps.rateLimiters);

  const joinerOf = (socket: SessionSocket): Joiner => ({
    address: socket.data.addressKey,
    socket: socket.id,
  });

  async function announce(code: string, event: "DEVICE_JOINED" | "DEVICE_LEFT"): Promise<void> {
    const deviceCount = await presence.deviceCount(code);
    io.to(sessionRoom(code)).emit(event, { device_count: deviceCount });
  }

  async function announceScreenLeft(code: string): Promise<void> {
    if (!(await presence.screenConnected(code))) io.to(sessionRoom(code)).emit("SCREEN_LEFT", {});
  }

  function announceLeaving(code: string, screen: boolean): void {
    announce(code, "DEVICE_LEFT").catch((error: unknown) => {
      logger.warn({ err: error }, "could not announce a device leaving");
    });
    if (screen)
      announceScreenLeft(code).catch((error: unknown) => {
        logger.warn({ err: error }, "could not announce the screen leaving");
      });
  }

  /**
   * Counts, checks the cap and joins under the session's lock (across instances on PostgreSQL):
   * joins that overlapped would each count 49 and all get in. With one instance no command
   * commits under it either; with several, commands of other instances may, which the second
   * read below covers.
   * Answers the session this socket left for it (and whether it was that one's screen), a
   * refusal, where the party moved, or null when the socket went away.
   * `known`: the session's tokens when join() has read them already.
   */
  /**
   * The singer of the socket's person in the party (singer-book.ts), written into the session
   * only when the party did not know them so (a device joining again writes nothing); a new
   * singer counts against the limits on new singers. Under the session's lock.
   */
  async function singerFor(
    socket: SessionSocket,
    code: string,
    tokens: StoredTokens | null,
    stored: { state: SessionState; version: number },
  ): Promise<
    { singer: string; stored: { state: SessionState; version: number } } | { refused: Problem }
  > {
    const person = personKeys(singerKey(code, tokens), socket.data);
    const choice = chooseSinger(stored.state.people, person);
    if (choice.book === stored.state.people) return { singer: choice.singer, stored };
    if (choice.issued) {
      const wait = await singerLimits.issue(socket.data.addressKey, code);
      if (wait !== null) return { refused: ERRORS.tooManySingers(wait) };
    }
    const outcome = await service.executeHeld(code, { type: "KNOW_PERSON", person });
    // Another instance kept writing first (a burst of its party's commands): the singer is the
    // one chosen from the state read, and the book is written at the device's next join.
    if (outcome === null) return { singer: choice.singer, stored };
    if (!outcome.ok) return { refused: outcome };
    const fresh = await service.getVersioned(code);
    if (!fresh) return { refused: NOT_FOUND };
    // A write that makes no event keeps the session's version, so another instance's command
    // that read the state before it may have saved over it: the singer is still the one chosen,
    // and the book is written again at the device's next join.
    return { singer: fresh.state.people[person.device] ?? choice.singer, stored: fresh };
  }

  function joinLocked(
    socket: SessionSocket,
    code: string,
    limited: boolean,
    known: StoredTokens | null | undefined,
    screen: boolean,
  ): Promise<
    | { left: string | null; leftScreen: boolean }
    | { refused: Problem; unknown?: true }
    | { moved: { code: string; joinToken: string } }
    | null
  > {
    return lock.run(code, async () => {
      const read = await service.getVersioned(code);
      if (!read) return { refused: NOT_FOUND, unknown: true };
      const tokens = known === undefined ? await service.tokens(code) : known;
      const joinToken = tokens?.joinToken;
      // Asked again now that the code is known to be right: wrong codes sent alongside it may
      // have used up this client's guesses meanwhile (a burst from many sockets at once).
      const wait = limited ? await joinLimits.blockedFor(joinerOf(socket)) : null;
      if (wait !== null) return { refused: tooManyWrongCodes(wait) };
      // Its screen started a new party: nobody joins this one any more.
      if (read.state.movedTo) return { moved: read.state.movedTo };
      const members = await presence.members(code);
      const inRoom = socket.rooms.has(sessionRoom(code));
      const refusal = capRefusal(members, socket.data.deviceId, inRoom);
      if (refusal) return { refused: refusal };
      const already = members.socketsPerDevice.has(socket.data.deviceId);
      // Gone while it waited for the lock: joining now would leave its id in the room for good.
      if (!socket.connected) return null;
      const chosen = await singerFor(socket, code, tokens, read);
      if ("refused" in chosen) return { refused: chosen.refused };
      const { stored, singer } = chosen;
      const previous = socket.data.sessionCode;
      const wasScreen = socket.data.screen;
      const left = previous && previous !== code ? previous : null;
      if (left) {
        await socket.leave(sessionRoom(left));
        await socket.leave(screenRoom(left));
      }
      await socket.join(sessionRoom(code));
      if (screen) await socket.join(screenRoom(code));
      else await socket.leave(screenRoom(code));
      socket.data.sessionCode = code;
      socket.data.screen = screen;
      // Screen presence (docs/protocol.md#screen-presence): another screen of the party, or this
      // one already in it as the screen, means the party's screen was there before this join.
      const otherScreens = members.screens.filter((id) => id !== socket.id).length;
      const screenWasThere = otherScreens > 0 || (inRoom && wasScreen);
      const screenConnected = screen || otherScreens > 0;
      socket.data.singer = singer;
      const deviceCount = members.socketsPerDevice.size + (already ? 0 : 1);
      socket.emit(
        "SESSION_JOINED",
        joinedEvent(code, stored.state, stored.version, deviceCount, Date.now(), {
          joinToken,
          singer,
          screen,
          screenConnected,
        }),
      );
      io.to(sessionRoom(code)).emit("DEVICE_JOINED", { device_count: deviceCount });
      if (screen && !screenWasThere) io.to(sessionRoom(code)).emit("SCREEN_JOINED", {});
      // Another instance's command may have committed since the read (commands take no lock
      // there, advisory-lock.ts): its events missed this socket, or reached it before the snapshot
      // and were dropped. Read after the snapshot went out, such a command shows, and the newer
      // state goes out as a snapshot too.
      const fresh = await service.getVersioned(code);
      if (fresh && fresh.version !== stored.version && socket.connected)
        socket.emit(
          "SESSION_JOINED",
          joinedEvent(code, fresh.state, fresh.version, deviceCount, Date.now(), {
            joinToken,
            singer,
            screen,
            screenConnected,
          }),
        );
      return { left, leftScreen: left !== null && wasScreen };
    });
  }

  /**
   * Joins a session by its code. A code typed by someone counts as a guess when no session has
   * it, and a client that has used up its guesses is refused whatever it sends. A join that
   * proves it came from the TV (the join token of its QR code, the screen's own token) or from a
   * device of the party is no guess: it is neither counted nor blocked, whatever the address did
   * (join-tokens.ts). A wrong token proves nothing, and the join is a typed code's. Nor is the
   * code of a session the socket just created a guess (`created`).
   */
  async function join(
    socket: SessionSocket,
    rawCode: string,
    ack: Ack | undefined,
    offered: OfferedTokens = {},
    created = false,
  ): Promise<void> {
    const code = normalizeSessionCode(rawCode);
    // Not a code at all: it cannot find a session, so it is no guess either.
    if (!code) return fail(socket, NOT_FOUND, ack);
    const tokens = offersToken(offered) ? await service.tokens(code) : undefined;
    const proven = tokens !== undefined && tokensOpen(tokens, offered);
    const limited = !created && !proven;
    const joiner = joinerOf(socket);
    const wait = limited ? await joinLimits.blockedFor(joiner) : null;
    if (wait !== null) return fail(socket, tooManyWrongCodes(wait), ack);
    // The screen is whoever proves the screen token (or created the session), never `device`.
    const screen = created || (tokens !== undefined && screenTokenOpens(tokens, offered));
    // SESSION_JOINED hands every device the join token: read here, not under the session's lock,
    // where each join of a rush would wait for every other's read.
    const known = tokens !== undefined ? tokens : await service.tokens(code);
    const joined = await joinLocked(socket, code, limited, known, screen);
    if (!joined) return;
    if ("unknown" in joined) {
      const blocked = limited ? await joinLimits.wrongCode(joiner) : null;
      return fail(socket, blocked === null ? joined.refused : tooManyWrongCodes(blocked), ack);
    }
    if ("refused" in joined) return fail(socket, joined.refused, ack);
    if ("moved" in joined) {
      // A device of the party is told where it went; a typed code only that it moved.
      if (proven)
        socket.emit("SESSION_MOVED", {
          code: joined.moved.code,
          join_token: joined.moved.joinToken,
        });
      return fail(socket, ERRORS.sessionMoved, ack);
    }
    deps.onActivity([code]);
    ack?.({ ok: true });
    if (joined.left) announceLeaving(joined.left, joined.leftScreen);
  }

  return { join, announceLeaving };
}
