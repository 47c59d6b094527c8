/**
 * At most `capacity` pieces of work at once, the rest waiting in order.
 *
 * Uploaded documents (ADR 0135): the process reads back, preflights and stores two at a time.
 * Preflight runs on the render threads, a few at a time anyway; a document waiting here is still
 * on disk, not in memory, so concurrent uploads hold at most `capacity` documents in memory in
 * all, not one each.
 *
 * First pages drawn ahead (ADR 0536): at most PRERENDER_CONCURRENCY at once and PRERENDER_QUEUE
 * waiting (`offer`); past that a first page is not drawn ahead. Work that waits holds no document:
 * it reads its bytes once it runs.
 */
export class WorkGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  /** `maxWaiting` bounds the queue for `offer` only; `run` always waits its turn. */
  constructor(
    readonly capacity: number,
    readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  /** Whether work offered now would start at once. */
  get hasRoom(): boolean {
    return this.active < this.capacity;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.capacity) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  /** As `run`, unless every slot is taken and the queue is full: then undefined, and no work. */
  offer<T>(work: () => Promise<T>): Promise<T> | undefined {
    if (!this.hasRoom && this.waiting.length >= this.maxWaiting) return undefined;
    return this.run(work);
  }
}
