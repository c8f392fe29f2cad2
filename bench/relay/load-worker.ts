// A load worker of bench/relay, forked by run.ts: it holds whole sessions (1 screen + 3 phones,
// each a real socket.io client through the shared createSessionClient), so that a command's
// send time and the moment the last of its session's 4 devices has the broadcast are read from
// one clock. Each phone sends a command every interval: QUEUE_SONG of its song when it has none
// in the queue, else REMOVE_SONG of that item by index and queue_id. The queue stays at 0-3 songs.
import { monitorEventLoopDelay } from "node:perf_hooks";
import {
  createSessionClient,
  type CommandAck,
  type QueueItem,
  type SessionClient,
} from "@encore/shared";
import type { BenchSession, FromWorker, ToWorker, WorkerResult } from "./protocol.js";

const PHONES = 3;
const EVERYONE = (1 << (PHONES + 1)) - 1;
const PHONE_NAME = /^phone-(\d)$/;

interface Device {
  client: SessionClient;
  /** 0 is the screen, 1-3 the phones. */
  index: number;
  /** The queue as this device last heard it. */
  queue: QueueItem[];
}

interface Pending {
  kind: "queue" | "remove";
  sentAt: number;
  /** One bit per device that has the broadcast. */
  seen: number;
  measured: boolean;
}

interface LiveSession {
  spec: BenchSession;
  devices: Device[];
  /** The command of each phone on its way; a phone has at most one. */
  pending: (Pending | null)[];
}

const sessions: LiveSession[] = [];
const timers: NodeJS.Timeout[] = [];
const LOOP_RESOLUTION_MS = 10;
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
let measuring = false;
let stopped = false;
let windowStart = 0;
let windowMs = 0;
const counters = {
  latencies: [] as number[],
  sent: 0,
  refused: {} as Record<string, number>,
  failed: 0,
  skipped: 0,
  events: 0,
  disconnects: {} as Record<string, number>,
};

function send(message: FromWorker): void {
  process.send?.(message);
}

async function pool<T>(items: T[], concurrency: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await run(items[next++] as T);
    }),
  );
}

/** The phone (0-2) whose item this is, from the name its phone gave in the handshake. */
function phoneOf(item: QueueItem | undefined): number | null {
  const match = item ? PHONE_NAME.exec(item.added_by_user.name) : null;
  return match ? Number(match[1]) : null;
}

/** A device heard a new queue: if it is a phone's command landing, tick that device off. */
function heard(session: LiveSession, device: Device, next: QueueItem[], kind: Pending["kind"]) {
  const previous = device.queue;
  device.queue = next;
  const changed =
    kind === "queue"
      ? next.find((item) => !previous.some((old) => old.queue_id === item.queue_id))
      : previous.find((item) => !next.some((now) => now.queue_id === item.queue_id));
  const phone = phoneOf(changed);
  if (phone === null) return;
  const pending = session.pending[phone];
  if (!pending || pending.kind !== kind) return;
  pending.seen |= 1 << device.index;
  if (pending.seen !== EVERYONE) return;
  session.pending[phone] = null;
  if (pending.measured) counters.latencies.push(performance.now() - pending.sentAt);
}

function openDevice(url: string, session: LiveSession, index: number, address: string): Device {
  const client = createSessionClient({
    url,
    device: index === 0 ? "screen" : "remote",
    deviceId: `${session.spec.code}-${index}`,
    ...(index > 0 ? { name: `phone-${index - 1}` } : {}),
    commandTimeoutMs: 60_000,
    socketOptions: { transports: ["websocket"], extraHeaders: { "X-Forwarded-For": address } },
  });
  const device: Device = { client, index, queue: [] };
  client.on("SESSION_JOINED", (state) => (device.queue = state.queue));
  client.on("SONG_QUEUED", ({ queue }) => heard(session, device, queue, "queue"));
  client.on("SONG_REMOVED", ({ queue }) => heard(session, device, queue, "remove"));
  client.on("SONG_STARTED", ({ queue }) => (device.queue = queue));
  client.on("SONG_ENDED", ({ queue }) => (device.queue = queue));
  client.on("QUEUE_CLEARED", ({ queue }) => (device.queue = queue));
  client.on("QUEUE_REORDERED", ({ queue }) => (device.queue = queue));
  client.socket.onAny(() => {
    if (measuring) counters.events += 1;
  });
  client.socket.on("disconnect", (reason) => {
    if (process.env.DEBUG_DROPS) console.error(`drop ${Date.now() % 100000} ${reason}`);
    if (measuring) counters.disconnects[reason] = (counters.disconnects[reason] ?? 0) + 1;
  });
  return device;
}

async function connect(urls: string[], specs: BenchSession[], concurrency: number) {
  const failures: string[] = [];
  let started = 0;
  await pool(specs, concurrency, async (spec) => {
    const session: LiveSession = { spec, devices: [], pending: [null, null, null] };
    // With several instances a session's devices spread over them, so fan-out crosses Redis.
    const first = started++;
    // Each party behind an address of its own, as at home: the cloud caps sockets per address.
    const address = `10.200.${(first >> 8) & 255}.${first & 255}`;
    session.devices = Array.from({ length: PHONES + 1 }, (_, index) =>
      openDevice(urls[(first + index) % urls.length] as string, session, index, address),
    );
    try {
      await Promise.all(session.devices.map((device) => device.client.join(spec.code)));
      sessions.push(session);
    } catch (error) {
      failures.push(`${spec.code}: ${String(error)}`);
      for (const device of session.devices) device.client.close();
    }
  });
  send({ type: "connected", sessions: sessions.length, failures });
}

async function startSongs() {
  const failures: string[] = [];
  await pool(sessions, 50, async (session) => {
    const screen = session.devices[0] as Device;
    const ack = await screen.client
      .send("QUEUE_SONG", { song: { db_id: session.spec.songs[0] } })
      .catch((error: unknown) => ({ ok: false, message: String(error) }) as const);
    if (!ack.ok) failures.push(`${session.spec.code}: ${ack.message}`);
  });
  send({ type: "started", failures });
}

function tick(session: LiveSession, phone: number): void {
  if (stopped) return;
  if (session.pending[phone]) {
    if (measuring) counters.skipped += 1;
    return;
  }
  const device = session.devices[phone + 1] as Device;
  const mine = device.queue.findIndex((item) => phoneOf(item) === phone);
  const pending: Pending = {
    kind: mine >= 0 ? "remove" : "queue",
    sentAt: performance.now(),
    seen: 0,
    measured: measuring,
  };
  session.pending[phone] = pending;
  if (pending.measured) counters.sent += 1;
  const sent: Promise<CommandAck> =
    mine >= 0
      ? device.client.send("REMOVE_SONG", {
          index: mine,
          queue_id: (device.queue[mine] as QueueItem).queue_id,
        })
      : device.client.send("QUEUE_SONG", { song: { db_id: session.spec.songs[phone + 1] } });
  const forget = () => {
    if (session.pending[phone] === pending) session.pending[phone] = null;
  };
  sent.then(
    (ack) => {
      if (ack.ok) return;
      if (pending.measured)
        counters.refused[ack.message] = (counters.refused[ack.message] ?? 0) + 1;
      forget();
    },
    () => {
      if (pending.measured) counters.failed += 1;
      forget();
    },
  );
}

/** Every phone ticks every interval; sessions start at random, a session's phones a third apart. */
function startLoad(intervalMs: number): void {
  for (const session of sessions) {
    const offset = Math.random() * intervalMs;
    for (let phone = 0; phone < PHONES; phone += 1) {
      const delay = (offset + (phone * intervalMs) / PHONES) % intervalMs;
      timers.push(
        setTimeout(() => {
          tick(session, phone);
          timers.push(setInterval(() => tick(session, phone), intervalMs));
        }, delay),
      );
    }
  }
}

function measuredPending(): number {
  let count = 0;
  for (const session of sessions) {
    for (const pending of session.pending) if (pending?.measured) count += 1;
  }
  return count;
}

async function finish(drainMs: number): Promise<void> {
  stopped = true;
  for (const timer of timers.splice(0)) clearTimeout(timer);
  const deadline = performance.now() + drainMs;
  while (measuredPending() > 0 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The histogram holds the time between two checks; the delay is what exceeds the resolution.
  const ms = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS);
  const result: WorkerResult = {
    ...counters,
    lost: measuredPending(),
    windowMs,
    loopDelay: {
      p50: ms(loopDelay.percentile(50)),
      p99: ms(loopDelay.percentile(99)),
      max: ms(loopDelay.max),
    },
  };
  send({ type: "result", result });
}

process.on("message", (message: ToWorker) => {
  switch (message.type) {
    case "connect":
      void connect(message.urls, message.sessions, message.concurrency);
      break;
    case "start-song":
      void startSongs();
      break;
    case "load":
      startLoad(message.intervalMs);
      break;
    case "measure-start":
      measuring = true;
      windowStart = performance.now();
      loopDelay.reset();
      loopDelay.enable();
      break;
    case "measure-stop":
      measuring = false;
      windowMs = performance.now() - windowStart;
      loopDelay.disable();
      break;
    case "finish":
      void finish(message.drainMs);
      break;
    case "close":
      for (const session of sessions) for (const device of session.devices) device.client.close();
      setTimeout(() => process.exit(0), 200);
      break;
  }
});
// The run is over (or run.ts died): do not linger.
process.on("disconnect", () => process.exit(0));
