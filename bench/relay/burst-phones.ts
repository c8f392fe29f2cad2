// The phones of bench/relay/burst.ts, forked by it: one screen and N phones in one session, each
// a real socket.io client through the shared createSessionClient. They fill the queue, then, on
// "burst", every phone sends its commands at once (moves, or songs of its own to queue); they
// count what they receive until it stops, and what each one shows then.
import {
  createSessionClient,
  SERVER_EVENT_NAMES,
  type CommandAck,
  type SessionClient,
  type SessionCommandName,
} from "@encore/shared";
import {
  applySessionEvent,
  EMPTY_SESSION,
  type SessionEvent,
  type SessionView,
} from "../../shared/web/session/session-reducer.js";

export type ToPhones =
  | { type: "connect"; url: string; code: string; phones: number; songs: number[] }
  | {
      type: "burst";
      commands: number;
      quietMs: number;
      /** "reorder": one-step moves; "queue": each phone queues `commands` songs of `songs`. */
      kind: "reorder" | "queue";
      songs: number[];
    }
  | { type: "close" };

export interface BurstResult {
  acknowledged: number;
  refused: Record<string, number>;
  failed: number;
  /** Characters of every socket.io message the phones and the screen received in the burst. */
  receivedBytes: number;
  receivedEvents: number;
  /** From the first command sent to the last event received. */
  durationMs: number;
  /** Songs (playing and waiting) the devices show at the end: fewest and most. */
  shownMin: number;
  shownMax: number;
  /** Devices whose queue at the end is the screen's, in its order. */
  converged: number;
  /** ERROR events the devices received in the burst. */
  errors: number;
  /** Connections lost in the burst, by socket.io's reason. */
  disconnects: Record<string, number>;
}

export type FromPhones =
  | { type: "ready"; queueLength: number }
  | { type: "result"; result: BurstResult }
  | { type: "error"; message: string };

let clients: SessionClient[] = [];
/** What each client shows, by its index in `clients`: the shared reducer over its events. */
let views: SessionView[] = [];
let errors = 0;
let disconnects: Record<string, number> = {};
let receivedBytes = 0;
let receivedEvents = 0;
let lastEventAt = 0;
let queueLength = 0;

const send = (message: FromPhones) => process.send?.(message);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function open(
  url: string,
  deviceId: string,
  device: "screen" | "remote",
  index: number,
): SessionClient {
  const client = createSessionClient({
    url,
    device,
    deviceId,
    name: deviceId,
    commandTimeoutMs: 120_000,
    attemptTimeoutMs: 60_000,
    socketOptions: { transports: ["websocket"] },
  });
  // Each connection has an engine of its own, opened after this returns.
  client.socket.io.on("open", () => {
    client.socket.io.engine.on("data", (data: unknown) => {
      receivedBytes += typeof data === "string" ? data.length : 0;
    });
  });
  client.socket.onAny(() => {
    receivedEvents += 1;
    lastEventAt = performance.now();
  });
  client.on("SONG_QUEUED", ({ queue }) => (queueLength = Math.max(queueLength, queue.length)));
  views[index] = EMPTY_SESSION;
  for (const name of SERVER_EVENT_NAMES)
    client.on(name, (data) => {
      views[index] = applySessionEvent(
        views[index] as SessionView,
        { name, data } as SessionEvent,
        Date.now(),
      );
    });
  client.on("ERROR", () => void (errors += 1));
  client.socket.on("disconnect", (reason) => {
    disconnects[reason] = (disconnects[reason] ?? 0) + 1;
  });
  return client;
}

/** Phones that fill the queue before the others join (fewer devices hear the filling). */
const FILLERS = 10;

async function connect(url: string, code: string, phones: number, songs: number[]) {
  views = [];
  const screen = open(url, "burst-screen", "screen", 0);
  clients = [
    screen,
    ...Array.from({ length: phones }, (_, i) => open(url, `phone-${i}`, "remote", i + 1)),
  ];
  const fillers = clients.slice(1, 1 + FILLERS);
  await Promise.all([screen, ...fillers].map((client) => client.join(code)));
  // The first song starts; the rest wait. Each filler queues its share one by one, under the
  // cloud's per-socket command limit.
  const perPhone = Math.ceil(songs.length / fillers.length);
  await Promise.all(
    fillers.map(async (phone, p) => {
      for (const dbId of songs.slice(p * perPhone, (p + 1) * perPhone)) {
        for (;;) {
          const ack = await phone.send("QUEUE_SONG", { song: { db_id: dbId } });
          if (ack.ok) break;
          // Over the cloud's limit per socket: as a phone would, wait and retry.
          if (!/too many/i.test(ack.message)) throw new Error(`QUEUE_SONG: ${ack.message}`);
          await sleep(1000);
        }
        await sleep(220);
      }
    }),
  );
  await Promise.all(clients.slice(1 + FILLERS).map((client) => client.join(code)));
  // Every socket's command budget (20 per 4 s) used by the filling is whole again.
  await sleep(4_500);
  send({ type: "ready", queueLength });
}

/** Song ids shown by a device: the one playing, then the queue. */
function shown(view: SessionView): number[] {
  return [view.currentSong, ...view.queue].flatMap((item) => (item ? [item.db_id] : []));
}

async function burst(
  commands: number,
  quietMs: number,
  kind: "reorder" | "queue",
  songs: number[],
) {
  receivedBytes = 0;
  receivedEvents = 0;
  errors = 0;
  disconnects = {};
  const refused: Record<string, number> = {};
  let acknowledged = 0;
  let failed = 0;
  const started = performance.now();
  lastEventAt = started;
  const sends: Promise<void>[] = [];
  for (const [p, phone] of clients.slice(1).entries()) {
    for (let i = 0; i < commands; i += 1) {
      // Moves that always apply: every one changes the whole queue every device is sent. Or a
      // song of this phone's own, a new one each.
      const from = Math.floor(Math.random() * (queueLength - 1));
      const [name, data] =
        kind === "queue"
          ? (["QUEUE_SONG", { song: { db_id: songs[p * commands + i] } }] as const)
          : (["REORDER_QUEUE", { from, to: from + 1 }] as const);
      // Straight on the socket, as an attacker's client would: the shared client sends a command
      // as a volatile packet, which socket.io drops while the previous one is being written (and
      // sends again 4 s later), so it never bursts.
      const timed = phone.socket.timeout(60_000);
      const emit = timed.emitWithAck.bind(timed) as (
        name: SessionCommandName,
        data: unknown,
      ) => Promise<CommandAck>;
      sends.push(
        emit(name, { ...data, op_id: globalThis.crypto.randomUUID() }).then(
          (ack: CommandAck) => {
            if (ack.ok) acknowledged += 1;
            else refused[ack.message] = (refused[ack.message] ?? 0) + 1;
          },
          () => void (failed += 1),
        ),
      );
    }
  }
  await Promise.all(sends);
  while (performance.now() - lastEventAt < quietMs) await sleep(50);
  const counts = views.map((view) => shown(view).length);
  const screenShows = shown(views[0] as SessionView).join();
  send({
    type: "result",
    result: {
      acknowledged,
      refused,
      failed,
      receivedBytes,
      receivedEvents,
      durationMs: lastEventAt - started,
      shownMin: Math.min(...counts),
      shownMax: Math.max(...counts),
      converged: views.filter((view) => shown(view).join() === screenShows).length,
      errors,
      disconnects,
    },
  });
}

process.on("message", (message: ToPhones) => {
  const failed = (error: unknown) => send({ type: "error", message: String(error) });
  switch (message.type) {
    case "connect":
      connect(message.url, message.code, message.phones, message.songs).catch(failed);
      break;
    case "burst":
      burst(message.commands, message.quietMs, message.kind, message.songs).catch(failed);
      break;
    case "close":
      for (const client of clients) client.close();
      setTimeout(() => process.exit(0), 200);
      break;
  }
});
process.on("disconnect", () => process.exit(0));
