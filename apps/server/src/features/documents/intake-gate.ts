/**
 * How many uploaded documents the process reads back, preflights and stores at once (ADR 0135).
 * Preflight runs on the render threads, a few at a time anyway; a document waiting here is still
 * on disk, not in memory, so concurrent uploads hold at most `capacity` documents in memory in
 * all, not one each.
 */
export class IntakeGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly capacity: number) {}

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
}
