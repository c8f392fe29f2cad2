// A phone as the remote app is one, for tests of a whole party: the shared socket client (events
// in the cloud's order, whichever instance they came through) feeding the shared reducer. What it
// shows is `view()`; every ERROR it is sent is kept. Its commands go straight on the socket, all
// at once when the test sends several (five taps in a row), each with an op_id.
import {
  createSessionClient,
  SERVER_EVENT_NAMES,
  type CommandAck,
  type SessionClient,
} from "@encore/shared";
import {
  applySessionEvent,
  EMPTY_SESSION,
  type SessionEvent,
  type SessionView,
} from "../../../shared/web/session/session-reducer.js";

export interface PartyPhone {
  client: SessionClient;
  command(event: string, data: object): Promise<CommandAck>;
  /** ERROR messages received since it joined. */
  errors: string[];
  view(): SessionView;
  /** Events carrying a queue received since it joined. */
  stateEvents(): number;
  /** What it shows: the playing song's id, then the queue's. */
  shown(): string[];
}

export async function partyPhone(url: string, code: string, id: string): Promise<PartyPhone> {
  const client = createSessionClient({
    url,
    device: "remote",
    deviceId: id,
    commandTimeoutMs: 60_000,
    socketOptions: { transports: ["websocket"], forceNew: true },
  });
  let view: SessionView = EMPTY_SESSION;
  let stateEvents = 0;
  const errors: string[] = [];
  for (const name of SERVER_EVENT_NAMES)
    client.on(name, (data) => {
      view = applySessionEvent(view, { name, data } as SessionEvent, Date.now());
      if ((data as { queue?: unknown } | undefined)?.queue) stateEvents += 1;
    });
  client.on("ERROR", ({ message }) => errors.push(message));
  await client.join(code);
  stateEvents = 0;
  return {
    client,
    command(event, data) {
      const timed = client.socket.timeout(60_000);
      const emit = timed.emitWithAck.bind(timed) as (
        name: string,
        payload: unknown,
      ) => Promise<CommandAck>;
      return emit(event, { ...data, op_id: globalThis.crypto.randomUUID() });
    },
    errors,
    view: () => view,
    stateEvents: () => stateEvents,
    shown: () =>
      [view.currentSong, ...view.queue].flatMap((item) => (item === null ? [] : [item.id])),
  };
}
