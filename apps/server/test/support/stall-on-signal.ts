/**
 * Preloaded into a server process by main.process.test.ts: on SIGUSR2 the main thread waits on a
 * lock nobody releases, as a deadlock in native code would leave it — the event loop never turns
 * again and no signal handler runs.
 */
process.on('SIGUSR2', () => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300_000);
});
