import { describe, expect, it } from 'vitest';
import { firstSteps, sentRequestCount } from './first-steps.ts';

const nothing = { visualSignatures: 0, mobile: undefined, sentRequests: 0 };
const done = (state: Parameters<typeof firstSteps>[0]) =>
  Object.fromEntries(firstSteps(state).map((step) => [step.key, step.isDone]));

describe('the first dashboard’s checklist (issue 20)', () => {
  it('lists the three steps in order, each leading to where it is done', () => {
    expect(firstSteps(nothing)).toEqual([
      { key: 'visualSignature', isDone: false, to: '/profile/visual-signature' },
      { key: 'mobile', isDone: false, to: '/profile' },
      { key: 'firstRequest', isDone: false, to: '/upload' },
    ]);
  });

  it.each([
    [
      { ...nothing, visualSignatures: 1 },
      { visualSignature: true, mobile: false, firstRequest: false },
    ],
    [
      { ...nothing, mobile: '+41791234567' },
      { visualSignature: false, mobile: true, firstRequest: false },
    ],
    [
      { ...nothing, mobile: '  ' },
      { visualSignature: false, mobile: false, firstRequest: false },
    ],
    [
      { ...nothing, sentRequests: 2 },
      { visualSignature: false, mobile: false, firstRequest: true },
    ],
  ])('ticks each step from what the account has stored (%o)', (state, expected) => {
    expect(done(state)).toEqual(expected);
  });

  it('counts as sent only the account’s own requests that left DRAFT', () => {
    expect(
      sentRequestCount([
        { roles: ['owner'], status_overall: 'DRAFT' },
        { roles: ['signer'], status_overall: 'OPEN' },
        { roles: ['owner', 'signer'], status_overall: 'SIGNED' },
      ]),
    ).toBe(1);
  });
});
