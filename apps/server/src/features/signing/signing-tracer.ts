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
 * call with step times of its own, kept under the call's actor (each HTTP call has its own), and
 * the code on the way marks its steps for the actor it signs for. Outside `trace`, marks cost
 * nothing. Not an AsyncLocalStorage: on Node 20 its promise hooks made every signing's engine
 * work 5–15 % slower (measured in ADR 0611).
 */
export class SigningTracer {
  private readonly calls = new WeakMap<object, StepTimes>();

  async trace<T>(
    call: object,
    run: () => Promise<T>,
  ): Promise<{ result: T; steps: Record<string, number> }> {
    const times = new StepTimes();
    this.calls.set(call, times);
    try {
      const result = await run();
      return { result, steps: times.rounded() };
    } finally {
      this.calls.delete(call);
    }
  }

  /** The time since the previous mark (or the start) is added to `name`. */
  mark(call: object, name: string): void {
    this.calls.get(call)?.mark(name);
  }

  /** Times a piece of work that runs beside the marked steps. */
  async time<T>(call: object, name: string, run: () => Promise<T>): Promise<T> {
    const times = this.calls.get(call);
    if (!times) return run();
    const start = performance.now();
    try {
      return await run();
    } finally {
      times.add(name, performance.now() - start);
    }
  }
}
