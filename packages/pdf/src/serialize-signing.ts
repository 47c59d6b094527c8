/**
 * In-process serialisation of signings per document. Each signature is an incremental update
 * of the document's latest version, so two signings of the same document must not overlap:
 * the second has to start from the first one's output, or one signature is lost
 * (architecture "Data safety"). Across processes the database row lock does the same job.
 */

export interface SigningQueue {
  /** Runs `fn` once every earlier task with the same key has settled; tasks of other keys run freely. */
  withDocumentLock<T>(key: string, fn: () => Promise<T>): Promise<T>;
  /** Number of keys with a task queued or running. */
  readonly pending: number;
}

export function createSigningQueue(): SigningQueue {
  const tails = new Map<string, Promise<unknown>>();
  return {
    withDocumentLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const run = previous.then(fn, fn);
      const tail = run.catch(() => undefined);
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return run;
    },
    get pending() {
      return tails.size;
    },
  };
}

const defaultQueue = createSigningQueue();

/** The process-wide queue: serialises work on one document key. */
export function withDocumentLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
  return defaultQueue.withDocumentLock(key, fn);
}
