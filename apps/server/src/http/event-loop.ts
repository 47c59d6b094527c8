import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

/** What /health/live reports of the event loop. */
export interface EventLoopHealth {
  /** True once the loop was blocked for the limit or longer; the process is not trusted after. */
  blocked: boolean;
  /** Delay of timers over the last minute (p50, p99, max), and the longest block seen since start. */
  delayP50Ms: number;
  delayP99Ms: number;
  delayMaxMs: number;
  longestBlockMs: number;
  blockLimitMs: number;
}

export interface EventLoopWatch {
  health(): EventLoopHealth;
  stop(): void;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Measures how late the event loop turns: a histogram of timer delays (reset each minute) and a
 * heartbeat that notices a single long block. A block of `blockLimitMs` or more marks the
 * process as not live for good, so a supervisor polling /health/live restarts it; a loop that
 * never turns again cannot answer at all, which the supervisor's time limit or the watchdog
 * thread (startLoopWatchdog) catches.
 */
export function watchEventLoop(
  blockLimitMs: number,
  onBlock: (ms: number) => void,
): EventLoopWatch {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const beatMs = Math.max(10, Math.min(250, Math.floor(blockLimitMs / 4)));
  let last = performance.now();
  let longestBlockMs = 0;
  let blocked = false;
  let sinceReset = 0;
  const beat = setInterval(() => {
    const now = performance.now();
    const block = now - last - beatMs;
    last = now;
    if (block > longestBlockMs) longestBlockMs = block;
    if (block >= blockLimitMs && !blocked) {
      blocked = true;
      onBlock(block);
    }
    sinceReset += beatMs;
    if (sinceReset >= 60_000) {
      sinceReset = 0;
      histogram.reset();
    }
  }, beatMs);
  beat.unref();
  const ms = (ns: number) => (Number.isFinite(ns) ? round(ns / 1e6) : 0);
  return {
    health: () => ({
      blocked,
      delayP50Ms: ms(histogram.percentile(50)),
      delayP99Ms: ms(histogram.percentile(99)),
      delayMaxMs: ms(histogram.max),
      longestBlockMs: round(Math.max(0, longestBlockMs)),
      blockLimitMs,
    }),
    stop: () => {
      clearInterval(beat);
      histogram.disable();
    },
  };
}

// The watchdog runs on its own thread, so it keeps running while the main thread is stuck (a
// deadlock in native code ignores SIGTERM, whose handler needs the loop). It aborts the process:
// SIGABRT has no handler, so the kernel ends the process (with a core dump where enabled, which
// shows where the main thread stood), and the supervisor starts a new one.
const WATCHDOG = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const beats = new Int32Array(workerData.beats);
let seen = Atomics.load(beats, 0);
let since = Date.now();
setInterval(() => {
  const now = Atomics.load(beats, 0);
  if (now !== seen) { seen = now; since = Date.now(); return; }
  const stuck = Date.now() - since;
  if (stuck < workerData.abortMs) return;
  writeSync(2, JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, stuckMs: stuck,
    msg: 'event loop has not turned for ' + Math.round(stuck / 1000) + ' s: aborting the process so that its supervisor restarts it' }) + '\\n');
  process.kill(process.pid, 'SIGABRT');
}, 250);
`;

/** Aborts the process when its event loop has not turned for `abortSeconds` (0: off). */
export function startLoopWatchdog(abortSeconds: number): () => void {
  if (abortSeconds <= 0) return () => {};
  const beats = new SharedArrayBuffer(4);
  const counter = new Int32Array(beats);
  const beat = setInterval(() => Atomics.add(counter, 0, 1), 500);
  beat.unref();
  const worker = new Worker(WATCHDOG, {
    eval: true,
    workerData: { beats, abortMs: abortSeconds * 1000 },
  });
  worker.unref();
  return () => {
    clearInterval(beat);
    void worker.terminate();
  };
}
