import { describe, expect, it } from 'vitest';
import { createFailureCounter } from './maintenance-poller.ts';

describe('maintenance poll failures (§9)', () => {
  it('reports once when five polls in a row fail', () => {
    const reports: number[] = [];
    const counter = createFailureCounter((n) => reports.push(n));
    for (let i = 0; i < 4; i++) counter.failure(new Error('down'));
    expect(reports).toEqual([]);
    counter.failure(new Error('down'));
    expect(reports).toEqual([5]);
    counter.failure(new Error('down'));
    expect(reports).toEqual([5]);
  });

  it('a success in between starts the count again', () => {
    const reports: number[] = [];
    const counter = createFailureCounter((n) => reports.push(n));
    for (let i = 0; i < 4; i++) counter.failure(null);
    counter.success();
    for (let i = 0; i < 4; i++) counter.failure(null);
    expect(reports).toEqual([]);
  });
});
