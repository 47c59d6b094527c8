import { describe, expect, it } from 'vitest';
import { signingProgress } from './signing-progress.ts';

describe('signingProgress ("x of y signed")', () => {
  it('counts signed and open signatures of an open request', () => {
    expect(
      signingProgress({
        status_overall: 'OPEN',
        signatures: [{ status_code: 'SIGNED' }, { status_code: 'OPEN' }, { status_code: 'OPEN' }],
      }),
    ).toEqual({ signed: 1, total: 3, open: 2, complete: false });
  });
  it('is complete only when the request is SIGNED', () => {
    expect(
      signingProgress({ status_overall: 'SIGNED', signatures: [{ status_code: 'SIGNED' }] }),
    ).toEqual({ signed: 1, total: 1, open: 0, complete: true });
  });
});
