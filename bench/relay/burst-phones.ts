// The phones of bench/relay/burst.ts, forked by it: one screen and N phones in one session, each
// a real socket.io client through the shared createSessionClient. They fill the queue, then, on
// "burst", every phone sends its commands at once; they count what they receive until it stops.
import {
  createSessionClient,
  type CommandAck,
  type SessionClient,
  type SessionCommandName,
} from "@encore/shared";

export type ToPhones =
  | { type: "connect"; url: string; code: string; phones: number; songs: number[] }
  | { type: "burst"; commands: number; quietMs: number }
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
}

export type FromPhones =
  | { type: "ready"; queueLength: number }
  | { type: "result"; result: BurstResult }
  | { type: "error"; message: string };

let clients: SessionClient[] = [];
let receivedBytes = 0;
let receivedEvents = 0;
let lastEventAt = 0;
let queueLength = 0;

const send = (message: FromPhones) => process.send?.(message);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function open(url: string, deviceId: string, device: "screen" | "remote"): SessionClient {
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
  return client;
}

/** Phones that fill the queue before the others join (fewer devices hear the filling). */
const FILLERS = 10;

async function connect(url: string, code: string, phones: number, songs: number[]) {
  const screen = open(url, "burst-screen", "screen");
  clients = [
    screen,
    ...Array.from({ length: phones }, (_, i) => open(url, `phone-${i}`, "remote")),
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
          // Over the cloud's limits per socket or per party: as a phone would, wait and retry.
          if (!/too many/i.test(ack.message)) throw new Error(`QUEUE_SONG: ${ack.message}`);
          await sleep(1000);
        }
        await sleep(220);
      }
    }),
  );
  await Promise.all(clients.slice(1 + FILLERS).map((client) => client.join(code)));
  // The party's command budget (120 per 10 s) used by the filling is whole again.
  await sleep(11_000);
  send({ type: "ready", queueLength });
}

async function burst(commands: number, quietMs: number) {
  receivedBytes = 0;
  receivedEvents = 0;
  const refused: Record<string, number> = {};
  let acknowledged = 0;
  let failed = 0;
  const started = performance.now();
  lastEventAt = started;
  const sends: Promise<void>[] = [];
  for (const phone of clients.slice(1)) {
    for (let i = 0; i < commands; i += 1) {
      // Moves that always apply: every one broadcasts the whole queue to every device.
      const from = Math.floor(Math.random() * (queueLength - 1));
      // Straight on the socket, as an attacker's client would: the shared client sends a command
      // as a volatile packet, which socket.io drops while the previous one is being written (and
      // sends again 4 s later), so it never bursts.
      const timed = phone.socket.timeout(60_000);
      const emit = timed.emitWithAck.bind(timed) as (
        name: SessionCommandName,
        data: unknown,
      ) => Promise<CommandAck>;
      sends.push(
        emit("REORDER_QUEUE", { from, to: from + 1 }).then(
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
  send({
    type: "result",
    result: {
      acknowledged,
      refused,
      failed,
      receivedBytes,
      receivedEvents,
      durationMs: lastEventAt - started,
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
      burst(message.commands, message.quietMs).catch(failed);
      break;
    case "close":
      for (const client of clients) client.close();
      setTimeout(() => process.exit(0), 200);
      break;
  }
});
process.on("disconnect", () => process.exit(0));
