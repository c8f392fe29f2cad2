// Every socket event passes through one listener (sessions/socket/socket-handlers.ts), and every
// one of them ends in an answer: the acknowledgement `{ok: true}`, or `fail()`'s ERROR, whose code
// the acknowledgement carries too. Standing in for the acknowledgement is therefore enough to
// count the event, time it to its answer and count its refusal by code.
import type { MeasureCommand } from "../sessions/socket/session-handler-deps.js";
import type { Ack } from "../sessions/socket/socket-errors.js";
import type { Metrics } from "./metrics.js";

export function measureCommands(
  metrics: Pick<Metrics, "commands" | "commandSeconds" | "refusals">,
): MeasureCommand {
  return (event, asked) => {
    metrics.commands.inc({ event });
    const stop = metrics.commandSeconds.startTimer({ event });
    let answered = false;
    const ack: Ack = (result) => {
      // A command that failed after its refusal was sent is answered twice; counted once.
      if (!answered) {
        answered = true;
        stop();
        if (!result.ok) metrics.refusals.inc({ code: result.code ?? "unknown" });
      }
      asked?.(result);
    };
    return ack;
  };
}
