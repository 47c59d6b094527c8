import { describe, expect, it } from 'vitest';
import { IntakeGate } from './intake-gate.ts';

describe('the intake gate', () => {
  it('runs at most its capacity at once, in order, and frees a slot on failure', async () => {
    const gate = new IntakeGate(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const work = (n: number, fail = false) =>
      gate.run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(n);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        if (fail) throw new Error(`work ${n} failed`);
        return n;
      });
    const results = [work(1, true), work(2), work(3), work(4)].map((p) =>
      p.then(
        (value) => ({ value }),
        (error: Error) => ({ error: error.message }),
      ),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([1, 2]);
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(results)).toEqual([
      { error: 'work 1 failed' },
      { value: 2 },
      { value: 3 },
      { value: 4 },
    ]);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(most).toBe(2);
  });
});
