import { describe, expect, it } from 'vitest';
import { WorkGate } from './work-gate.ts';

describe('the work gate', () => {
  it('runs at most its capacity at once, in order, and frees a slot on failure', async () => {
    const gate = new WorkGate(2);
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

  it('offers work: at most its capacity at once, a bounded queue, the overflow refused', async () => {
    const gate = new WorkGate(1, 2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: ((fail: boolean) => void)[] = [];
    const offer = (n: number) =>
      gate.offer(async () => {
        running++;
        most = Math.max(most, running);
        started.push(n);
        const fail = await new Promise<boolean>((resolve) => releases.push(resolve));
        running--;
        if (fail) throw new Error(`work ${n} failed`);
        return n;
      });
    const offered = [1, 2, 3, 4, 5].map(offer);
    // One runs, two wait, the fourth and fifth find the queue full and are not run at all.
    expect(offered.map((work) => work !== undefined)).toEqual([true, true, true, false, false]);
    const settled = offered.map((work) =>
      work?.then(
        (value) => ({ value }),
        (error: Error) => ({ error: error.message }),
      ),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1]);
    // The first fails: its slot passes to the next in line.
    releases.shift()!(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2]);
    // One waits now: there is room in the queue for one more.
    const sixth = offer(6);
    expect(sixth).toBeDefined();
    expect(offer(7)).toBeUndefined();
    for (let turn = 0; turn < 6; turn++) {
      releases.shift()?.(false);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all([...settled, sixth])).toEqual([
      { error: 'work 1 failed' },
      { value: 2 },
      { value: 3 },
      undefined,
      undefined,
      6,
    ]);
    expect(started).toEqual([1, 2, 3, 6]);
    expect(most).toBe(1);
    expect(gate.hasRoom).toBe(true);
  });
});
