// A command to the session, sent the same way by both apps: through the app's connection (op_id,
// retried across a reconnect, applied once). The answer is the cloud's acknowledgement. A refusal
// is said in the cloud's words (its code's text in the language shown, docs/languages.md#errors),
// and the cloud sends the fresh state with it; a command that could not be sent is logged and,
// when the app has words for it, said too.
import type { ClientEvents, CommandAck, SessionCommandName } from "@encore/shared";
import { errorText } from "../i18n/error-text";
import { store } from "../store/store";
import { sessionErrorAtom } from "./session-atoms";
import type { SessionConnection } from "./session-connection";

export type CommandData<E extends SessionCommandName> = Omit<ClientEvents[E], "op_id">;

export type SessionCommand = <E extends SessionCommandName>(
  event: E,
  data: CommandData<E>,
) => Promise<CommandAck>;

export interface SessionCommandOptions {
  /** The app's connection; null while it has none (the command is then not sent). */
  connection: () => SessionConnection | null;
  /** What a command that could not be sent says to the user; without it, it is only logged. */
  unsentText?: string;
}

function say(message: string): void {
  store.set(sessionErrorAtom, { message, at: Date.now() });
}

export function createSessionCommand(options: SessionCommandOptions): SessionCommand {
  const unsent = (event: SessionCommandName): CommandAck => {
    if (options.unsentText === undefined) return { ok: false, message: `${event} not sent` };
    say(options.unsentText);
    return { ok: false, message: options.unsentText };
  };
  return async (event, data) => {
    const connection = options.connection();
    if (!connection) return unsent(event);
    try {
      const ack = await connection.send(event, data);
      if (!ack.ok) say(errorText(ack));
      return ack;
    } catch (error) {
      // Unsent socket messages log a warning.
      console.warn(`${event} not sent`, error);
      return unsent(event);
    }
  };
}
