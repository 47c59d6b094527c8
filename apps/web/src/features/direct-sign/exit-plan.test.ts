import { type ExitUrlSettings, parseExitUrlSettings } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import { declineTarget, exitPlan } from './exit-plan.ts';

const exit = (query: Record<string, string>): ExitUrlSettings => parseExitUrlSettings(query);
const SR = 'req-1';

describe('exitPlan (§4 auto redirect after signing)', () => {
  it.each([
    [
      'default timeout 45 s',
      { exitURL: 'https://shop.example/done' },
      [SR],
      SR,
      {
        kind: 'countdown',
        url: 'https://shop.example/done',
        seconds: 45,
      },
    ],
    [
      'timeout 0 leaves at once',
      { exitURL: 'https://a.example/', redirectTimeout: '0' },
      [SR],
      SR,
      {
        kind: 'now',
        url: 'https://a.example/',
      },
    ],
    [
      'timeout 5 is clamped to 10',
      { exitURL: 'https://a.example/', redirectTimeout: '5' },
      [SR],
      SR,
      {
        kind: 'countdown',
        url: 'https://a.example/',
        seconds: 10,
      },
    ],
    [
      'timeout 600 is clamped to 90',
      { exitURL: 'https://a.example/', redirectTimeout: '600' },
      [SR],
      SR,
      {
        kind: 'countdown',
        url: 'https://a.example/',
        seconds: 90,
      },
    ],
    ['no exit URL: stay', {}, [SR], SR, { kind: 'stay', url: undefined }],
    [
      'javascript: is no exit URL',
      { exitURL: 'javascript:alert(1)' },
      [SR],
      SR,
      {
        kind: 'stay',
        url: undefined,
      },
    ],
    [
      'two requests signed: no countdown',
      { exitURL: 'https://a.example/' },
      [SR, 'req-2'],
      SR,
      {
        kind: 'stay',
        url: 'https://a.example/',
      },
    ],
    [
      'another request than the last one',
      { exitURL: 'https://a.example/' },
      ['req-2'],
      SR,
      {
        kind: 'stay',
        url: 'https://a.example/',
      },
    ],
  ] as const)('%s', (_case, query, signed, last, expected) => {
    expect(exitPlan({ exit: exit(query), signedRequestIds: signed, lastRequestId: last })).toEqual(
      expected,
    );
  });
});

describe('declineTarget (§5 decline URL defaults to the exit URL)', () => {
  it.each([
    [{ exitURL: 'https://a.example/x' }, 'https://a.example/x'],
    [
      { exitURL: 'https://a.example/x', declineURL: 'https://a.example/no' },
      'https://a.example/no',
    ],
    [{ declineURL: 'data:text/html,hi' }, undefined],
    [{}, undefined],
  ])('%o → %s', (query, expected) => {
    expect(declineTarget(exit(query))).toBe(expected);
  });
});
