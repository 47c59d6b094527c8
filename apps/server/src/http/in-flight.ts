import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Counts the requests being answered, so that shutdown can let them finish before it closes what
 * they use (the database): a SIGTERM during a signing must not fail it halfway.
 */
export function trackInFlight(app: FastifyInstance): { settled(timeoutMs: number): Promise<void> } {
  const open = new Set<FastifyRequest>();
  let waiters: (() => void)[] = [];
  // A request ends once: answered, or abandoned by its client (whichever comes first).
  const done = async (request: FastifyRequest) => {
    if (!open.delete(request) || open.size > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  app.addHook('onRequest', async (request) => {
    open.add(request);
  });
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
  return {
    settled(timeoutMs) {
      if (open.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
