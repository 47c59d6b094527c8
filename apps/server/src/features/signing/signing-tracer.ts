import { AsyncLocalStorage } from 'node:async_hooks';

/** Step durations of one signing call, for the request log at debug level (LOG_LEVEL=debug). */
class StepTimes {
  private last = performance.now();
  readonly steps: Record<string, number> = {};

  mark(name: string): void {
    const now = performance.now();
    this.add(name, now - this.last);
    this.last = now;
  }

  add(name: string, ms: number): void {
    this.steps[name] = (this.steps[name] ?? 0) + ms;
  }

  rounded(): Record<string, number> {
    return Object.fromEntries(
      Object.entries(this.steps).map(([name, ms]) => [name, Math.round(ms * 100) / 100]),
    );
  }
}

/**
 * Where a signing's time goes, kept beside the call rather than passed through it: `trace` runs a
 * call with step times of its own (async context), and the code on the way marks its steps.
 * Outside `trace`, marks cost nothing.
 */
export class SigningTracer {
  private readonly current = new AsyncLocalStorage<StepTimes>();

  async trace<T>(run: () => Promise<T>): Promise<{ result: T; steps: Record<string, number> }> {
    const times = new StepTimes();
    const result = await this.current.run(times, run);
    return { result, steps: times.rounded() };
  }

  /** The time since the previous mark (or the start) is added to `name`. */
  mark(name: string): void {
    this.current.getStore()?.mark(name);
  }

  /** Times a piece of work that runs beside the marked steps. */
  async time<T>(name: string, run: () => Promise<T>): Promise<T> {
    const times = this.current.getStore();
    if (!times) return run();
    const start = performance.now();
    try {
      return await run();
    } finally {
      times.add(name, performance.now() - start);
    }
  }
}
