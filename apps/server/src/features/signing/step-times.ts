/** Step durations of one signing call, for the request log at debug level (LOG_LEVEL=debug). */
export class StepTimes {
  private last = performance.now();
  readonly steps: Record<string, number> = {};

  /** The time since the previous mark (or the start), added to `name`. */
  mark(name: string): void {
    const now = performance.now();
    this.steps[name] = (this.steps[name] ?? 0) + (now - this.last);
    this.last = now;
  }

  /** Times a piece of work that runs beside the marked steps. */
  async time<T>(name: string, run: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await run();
    } finally {
      this.steps[name] = (this.steps[name] ?? 0) + (performance.now() - start);
    }
  }

  rounded(): Record<string, number> {
    return Object.fromEntries(
      Object.entries(this.steps).map(([name, ms]) => [name, Math.round(ms * 100) / 100]),
    );
  }
}
