import { describe, expect, it } from 'vitest';
import { answerOf, pendingEid, rememberEid } from './eid.api.ts';

describe("the eID's answer on the id-austria-success page", () => {
  it('reads state with code and iss, or state with the error and its description', () => {
    expect(answerOf('?code=abc&state=s1&iss=https%3A%2F%2Feid.example')).toEqual({
      state: 's1',
      code: 'abc',
      iss: 'https://eid.example',
    });
    expect(answerOf('?error=access_denied&error_description=End-User+aborted&state=s2')).toEqual({
      state: 's2',
      error: 'access_denied',
      errorDescription: 'End-User aborted',
    });
  });

  it('is no answer without a state, and drops empty parameters', () => {
    expect(answerOf('?code=abc')).toBeNull();
    expect(answerOf('')).toBeNull();
    expect(answerOf('?state=s3&code=')).toEqual({ state: 's3' });
  });

  it('remembers which eID the tab went to (ID Austria unless told)', () => {
    sessionStorage.clear();
    expect(pendingEid()).toBe('id-austria');
    rememberEid('other-eid');
    expect(pendingEid()).toBe('other-eid');
  });
});
