// Preloaded into the server under test (`node --expose-gc --import ./memory-hook.mjs …`):
// - on SIGUSR2 it collects garbage and writes process.memoryUsage() as JSON to $BENCH_MEMORY_FILE,
//   so that bench/relay reads the memory a server keeps, not garbage it has not collected yet;
// - every second it appends the event loop's delay over that second (ms) and the heap to
//   $BENCH_MEMORY_FILE.loop.jsonl, so that a stalled server shows when and how long.
import { appendFileSync, renameSync, writeFileSync } from "node:fs";
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on("SIGUSR2", () => {
    const gc = globalThis.gc;
    if (typeof gc === "function") {
      gc();
      gc();
    }
    const usage = { gc: typeof gc === "function", ...process.memoryUsage() };
    // Written then renamed, so that the reader never sees half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify(usage));
    renameSync(`${file}.tmp`, file);
  });

  // Garbage collection pauses over each second: a stall in the loop is often one of these.
  let gcMs = 0;
  let gcMaxMs = 0;
  let gcMaxKind = "";
  // perf_hooks' NODE_PERFORMANCE_GC_* kinds.
  const kinds = { 1: "minor", 2: "major", 4: "incremental", 8: "weakcb" };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration;
      if (entry.duration > gcMaxMs) {
        gcMaxMs = entry.duration;
        gcMaxKind = kinds[entry.detail?.kind] ?? String(entry.detail?.kind);
      }
    }
  }).observe({ entryTypes: ["gc"] });

  const resolution = 10;
  const delay = monitorEventLoopDelay({ resolution });
  delay.enable();
  // The histogram holds the time between two checks; the delay is what exceeds the resolution.
  const ms = (ns) => Math.max(0, Math.round((ns / 1e6 - resolution) * 10) / 10);
  setInterval(() => {
    const line = {
      t: Date.now(),
      p50: ms(delay.percentile(50)),
      p99: ms(delay.percentile(99)),
      max: ms(delay.max),
      heapMb: Math.round(process.memoryUsage().heapUsed / 1048576),
      gcMs: Math.round(gcMs * 10) / 10,
      gcMaxMs: Math.round(gcMaxMs * 10) / 10,
      gcMaxKind,
    };
    gcMs = 0;
    gcMaxMs = 0;
    gcMaxKind = "";
    delay.reset();
    appendFileSync(`${file}.loop.jsonl`, `${JSON.stringify(line)}\n`);
  }, 1000).unref();
}
