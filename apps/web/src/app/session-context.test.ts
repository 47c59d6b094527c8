import type { User } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import { sessionView } from './session-context.ts';

const user = (over: Partial<User> = {}): User =>
  ({
    id: 'u1',
    email: 'anna@example.com',
    firstName: 'Anna',
    lastName: 'Muster',
    hasSso: false,
    isBusinessAdmin: false,
    attributes: { accepted_gtc: ['true'] },
    ...over,
  }) as User;

describe('session view', () => {
  it('is unauthenticated without an account', () => {
    expect(sessionView(undefined)).toEqual({
      role: 'unauthenticated',
      user: undefined,
      needsTerms: false,
    });
  });

  it('derives user and admin (§6)', () => {
    expect(sessionView(user()).role).toBe('user');
    expect(sessionView(user({ isBusinessAdmin: true })).role).toBe('admin');
  });

  it('asks for the terms until they are accepted (§6 blocking dialog)', () => {
    expect(sessionView(user()).needsTerms).toBe(false);
    expect(sessionView(user({ attributes: {} })).needsTerms).toBe(true);
    expect(sessionView(user({ attributes: { accepted_gtc: ['false'] } })).needsTerms).toBe(true);
  });

  it('leaves the terms to /signup/sso while SSO setup is incomplete (§4)', () => {
    expect(
      sessionView(user({ hasSso: true, firstName: '', lastName: '', attributes: {} })).needsTerms,
    ).toBe(false);
  });
});
