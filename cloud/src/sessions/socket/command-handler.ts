// A session command from a joined socket (QUEUE_SONG, SKIP_SONG, …): parsed with the shared
// schema, in the party's line of waiting commands (command-line.ts), executed by the session
// service under its lock, acknowledged once its events have gone out.
import {
  clientEventSchemas,
  MAX_DEVICES_PER_SESSION,
  type ClientEvents,
  type SessionCommandName,
} from "@encore/shared";
import { zodProblem } from "../../http/validate.js";
import { clientAddress } from "../../security/client-address.js";
import { joinedEvent } from "../session-snapshot.js";
import { createPinTries, DEFAULT_PIN_LIMITS, newHostPin, type PinTry } from "./pin-tries.js";
import { createCommandLines, deviceKey } from "./command-line.js";
import { reportVideoError, SCREEN_REPORTS, screenOwn } from "./screen-commands.js";
import type { SessionHandlerDeps } from "./session-handler-deps.js";
import { ERRORS, fail, type Ack } from "./socket-errors.js";
import { screenRoom, type SessionSocket } from "./socket-types.js";
import { toRequest } from "./to-request.js";

/**
 * What a command refused by the session, or one that changed nothing, takes of its socket's
 * budget (COMMAND_RATE), its own point included: a socket sending only such commands gets about
 * five to the session every 4 seconds, not twenty.
 */
export const REFUSED_COMMAND_COST = 4;

export type CommandHandler = (
  socket: SessionSocket,
  event: SessionCommandName,
  payload: unknown,
  ack?: Ack,
) => Promise<void>;

export function createCommandHandler(
  deps: Pick<
    SessionHandlerDeps,
    | "service"
    | "presence"
    | "limiter"
    | "sent"
    | "maxWaitingCommands"
    | "trustProxy"
    | "onVideoError"
    | "logger"
    | "rateLimiters"
  >,
): CommandHandler {
  const { service, presence, limiter } = deps;
  const pinTries = createPinTries(DEFAULT_PIN_LIMITS, deps.rateLimiters);
  /** Commands of each session taken and not yet answered on this instance. */
  const lines = createCommandLines(
    deps.maxWaitingCommands,
    deps.maxWaitingCommands / MAX_DEVICES_PER_SESSION,
  );

  async function command(
    socket: SessionSocket,
    event: SessionCommandName,
    payload: unknown,
    ack?: Ack,
  ) {
    const code = socket.data.sessionCode;
    if (!code) return fail(socket, ERRORS.notJoined, ack);
    if (SCREEN_REPORTS.has(event) && !socket.data.screen)
      return fail(socket, ERRORS.notScreen, ack);
    const parsed = clientEventSchemas[event].safeParse(payload);
    if (!parsed.success) return fail(socket, zodProblem(parsed.error), ack);
    if (SCREEN_REPORTS.has(event) && (parsed.data as { queue_id?: string }).queue_id === undefined)
      return fail(socket, ERRORS.queueIdRequired, ack);
    // Wrong PINs are limited per device, address and party, the try taken before the PIN is
    // checked (docs/security.md, "The host PIN").
    let pinTry: PinTry | undefined;
    if (event === "HOST_UNLOCK") {
      const { deviceId: device, addressKey: address } = socket.data;
      const taken = await pinTries.take({ party: code, device, address });
      if ("waitMs" in taken) return fail(socket, ERRORS.tooManyPins(taken.waitMs), ack);
      pinTry = taken;
    }
    // A party's burst waits in line (the session's commands run one at a time); the line is
    // bounded only against a party sending faster than its commands can ever apply, and then
    // shared fairly among its devices. The screen's own commands always get in.
    const device = deviceKey(socket.data.deviceId, socket.data.addressKey);
    if (!lines.enter(code, device, screenOwn(socket, event))) {
      await pinTry?.giveBack();
      return fail(socket, ERRORS.partyBacklog, ack);
    }
    let wrongPin = false;
    try {
      wrongPin = (await applyCommand(socket, code, event, parsed.data, ack)) === "wrong_pin";
    } finally {
      lines.leave(code, device);
      if (pinTry && !wrongPin) await pinTry.giveBack();
    }
    if (pinTry?.lastOfParty && wrongPin) await renewPin(socket, code);
  }

  /**
   * Too many wrong PINs in the party: a new one, told to its screen only; the singers already
   * granted stay hosts.
   */
  async function renewPin(socket: SessionSocket, code: string) {
    const pin = newHostPin();
    // A write that makes no event keeps the session's version: another instance's command that
    // read the state before it could save over it, so the PIN is read back (and written again).
    for (let tries = 0; tries < 3; tries += 1) {
      const outcome = await service.execute(code, { type: "RENEW_PIN", pin });
      if (!outcome.ok) return;
      if ((await service.get(code))?.hostPin === pin) break;
    }
    await pinTries.renewed(code);
    socket.nsp.to(screenRoom(code)).emit("HOST_PIN_RENEWED", { host_pin: pin });
  }

  async function applyCommand(
    socket: SessionSocket,
    code: string,
    event: SessionCommandName,
    data: ClientEvents[SessionCommandName],
    ack: Ack | undefined,
  ): Promise<string | undefined> {
    const opId = (data as { op_id?: string }).op_id;
    const origin = {
      address: clientAddress(socket.request, deps.trustProxy),
      actor: { singer: socket.data.singer, screen: socket.data.screen, name: socket.data.name },
    };
    const request = toRequest(event, data, socket.data);
    if (event === "VIDEO_ERROR" && deps.onVideoError) {
      const report = data as { queue_id?: string; code?: number };
      await reportVideoError(deps.onVideoError, deps.logger, socket, code, report);
    }
    const outcome = await service.execute(code, request, opId, origin);
    // A command that changed nothing cost the party its turn: its sender pays (the screen's own
    // have a budget of their own, which only the screen uses).
    if ((!outcome.ok || outcome.unchanged) && !screenOwn(socket, event))
      await limiter.penalty(socket.id, REFUSED_COMMAND_COST - 1);
    if (outcome.ok) {
      // After its events have gone out: a device that has its answer has the change too.
      await deps.sent(code);
      if (event === "HOST_UNLOCK") socket.emit("HOST_GRANTED", {});
      ack?.({ ok: true, ...(outcome.duplicate ? { duplicate: true } : {}) });
      return undefined;
    }
    fail(socket, outcome, ack);
    // A command refused because the queue moved on gets the fresh state with it.
    if (outcome.freshState) {
      const deviceCount = await presence.deviceCount(code);
      socket.emit(
        "SESSION_JOINED",
        joinedEvent(code, outcome.freshState, outcome.version, deviceCount, Date.now()),
      );
    }
    return outcome.code;
  }

  return command;
}
