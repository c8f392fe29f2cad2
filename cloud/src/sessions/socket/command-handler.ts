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
import { createPinTries } from "./pin-tries.js";
import { createCommandLines, deviceKey } from "./command-line.js";
import { reportVideoError, SCREEN_REPORTS, screenOwn } from "./screen-commands.js";
import type { SessionHandlerDeps } from "./session-handler-deps.js";
import { ERRORS, fail, type Ack } from "./socket-errors.js";
import type { SessionSocket } from "./socket-types.js";
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
  >,
): CommandHandler {
  const { service, presence, limiter } = deps;
  const pinTries = createPinTries();
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
    // Wrong PINs are limited per device (docs/security.md, "The host PIN").
    if (event === "HOST_UNLOCK") {
      const wait = pinTries.blockedFor(code, socket.data.deviceId);
      if (wait !== null) return fail(socket, ERRORS.tooManyPins(wait), ack);
    }
    // A party's burst waits in line (the session's commands run one at a time); the line is
    // bounded only against a party sending faster than its commands can ever apply, and then
    // shared fairly among its devices. The screen's own commands always get in.
    const device = deviceKey(socket.data.deviceId, socket.data.addressKey);
    if (!lines.enter(code, device, screenOwn(socket, event)))
      return fail(socket, ERRORS.partyBacklog, ack);
    try {
      await applyCommand(socket, code, event, parsed.data, ack);
    } finally {
      lines.leave(code, device);
    }
  }

  async function applyCommand(
    socket: SessionSocket,
    code: string,
    event: SessionCommandName,
    data: ClientEvents[SessionCommandName],
    ack: Ack | undefined,
  ) {
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
      return;
    }
    if (event === "HOST_UNLOCK" && outcome.code === "wrong_pin")
      pinTries.wrong(code, socket.data.deviceId);
    fail(socket, outcome, ack);
    // A command refused because the queue moved on gets the fresh state with it.
    if (outcome.freshState) {
      const deviceCount = await presence.deviceCount(code);
      socket.emit(
        "SESSION_JOINED",
        joinedEvent(code, outcome.freshState, outcome.version, deviceCount, Date.now()),
      );
    }
  }

  return command;
}
