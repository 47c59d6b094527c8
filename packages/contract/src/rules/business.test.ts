import { describe, expect, it } from 'vitest';
import {
  DiscountStatus,
  hasPaymentIssue,
  isBusinessLocked,
  isTrialExpired,
  isTrialExpiredOrLocked,
  PAYMENT_STATES,
  type PaymentState,
} from './business-payment.ts';
import { hasSigningCredit, isNewFreePlanUser } from './free-plan.ts';
import { onboardingEmail, shouldRunOnboarding } from './onboarding.ts';
import { isCancelled, isCancelling, isEnterprisePlan, type PlanPeriods } from './plans.ts';
import type { Role } from './roles.ts';

describe('payment state (§4 "TRIALING, NEEDS_PAYMENT_METHOD (trial expired), BLOCKED (locked), MANUAL, STRIPE, CHARGEBEE")', () => {
  it.each<[PaymentState, boolean, boolean]>([
    ['TRIALING', false, false],
    ['NEEDS_PAYMENT_METHOD', true, false],
    ['BLOCKED', false, true],
    ['MANUAL', false, false],
    ['STRIPE', false, false],
    ['CHARGEBEE', false, false],
  ])('%s: trial expired %s, locked %s', (state, expired, locked) => {
    expect(PAYMENT_STATES).toContain(state);
    expect(isTrialExpired(state)).toBe(expired);
    expect(isBusinessLocked(state)).toBe(locked);
    expect(isTrialExpiredOrLocked(state)).toBe(expired || locked);
  });

  it('no business: neither expired nor locked', () => {
    expect(isTrialExpiredOrLocked(undefined)).toBe(false);
  });
});

describe('hasPaymentIssue (§4 "other than active or incomplete_expired counts as a payment issue")', () => {
  it.each<[string | null | undefined, boolean]>([
    ['active', false],
    ['incomplete_expired', false],
    ['past_due', true],
    ['unpaid', true],
    ['incomplete', true],
    ['canceled', true],
    ['trialing', true],
    ['paused', true],
    ['ACTIVE', true],
    [null, false],
    [undefined, false],
    ['', false],
  ])('%j → %s', (status, issue) => {
    expect(hasPaymentIssue(status)).toBe(issue);
  });
});

describe('plans (§4 "Plan type CANCELED means cancelled. A next plan of CANCELED means cancelling")', () => {
  const base = (type: string) => ({ base: { type } });
  it.each<[string, PlanPeriods | undefined, boolean, boolean]>([
    ['current cancelled', { current: base('CANCELED') }, true, false],
    ['next cancelled: cancelling', { current: base('PAID'), next: base('CANCELED') }, false, true],
    [
      'both cancelled: cancelled, no longer cancelling',
      { current: base('CANCELED'), next: base('CANCELED') },
      true,
      false,
    ],
    ['running plan', { current: base('PAID'), next: base('PAID') }, false, false],
    ['no next plan', { current: base('TRIAL') }, false, false],
    ['no plan', undefined, false, false],
  ])('%s', (_case, plan, cancelled, cancelling) => {
    expect(isCancelled(plan)).toBe(cancelled);
    expect(isCancelling(plan)).toBe(cancelling);
  });

  it.each<[string | undefined, boolean]>([
    ['enterprise', true],
    ['ent_2026_acme', true],
    ['ENT-custom', true],
    ['team', false],
    ['pro', false],
    ['free_legacy', false],
    ['agent', false],
    [undefined, false],
  ])('isEnterprisePlan(%j) → %s (§1 "name starting with \'ent\'")', (name, enterprise) => {
    expect(isEnterprisePlan(name)).toBe(enterprise);
  });

  it.each([
    ['ACTIVE', true],
    ['USED_UP', true],
    ['EXPIRED', false],
  ])('discount status %s valid: %s (§4 "ACTIVE or USED_UP")', (status, valid) => {
    expect(DiscountStatus.safeParse(status).success).toBe(valid);
  });
});

describe('free plan (§6)', () => {
  it.each<[string, Role, Record<string, string[]>, boolean | undefined, boolean]>([
    [
      '"needs a signing credit (free_signatures_remaining greater than 0)": 1 left',
      'user',
      { free_signatures_remaining: ['1'] },
      false,
      true,
    ],
    ['0 left', 'user', { free_signatures_remaining: ['0'] }, false, false],
    ['attribute missing', 'user', {}, false, false],
    ['"unless in direct sign"', 'user', { free_signatures_remaining: ['0'] }, true, true],
    ['a nas guest signs without credit', 'nas', {}, undefined, true],
    [
      'a member signs on the business plan',
      'member',
      { free_signatures_remaining: ['0'] },
      false,
      true,
    ],
    ['an admin signs on the business plan', 'admin', {}, false, true],
    ['nobody signed in', 'unauthenticated', {}, false, false],
  ])('hasSigningCredit: %s', (_case, role, attributes, isDirectSign, credit) => {
    expect(hasSigningCredit({ role, attributes, isDirectSign: isDirectSign ?? false })).toBe(
      credit,
    );
  });

  it.each<[Role, Record<string, string[]>, boolean]>([
    ['user', { free_account_type: ['free_signer'] }, true],
    ['user', { free_account_type: ['free'] }, false],
    ['user', { free_account_type: ['free_legacy'] }, false],
    ['user', {}, false],
    ['member', { free_account_type: ['free_signer'] }, false],
    ['admin', { free_account_type: ['free_signer'] }, false],
  ])('isNewFreePlanUser(%s, %j) → %s', (role, attributes, isNew) => {
    expect(isNewFreePlanUser(role, attributes)).toBe(isNew);
  });
});

describe('onboarding tool (§4 "started when the active plan is free_legacy or … userPilot.enabled is on (and the feature flag is on)")', () => {
  it.each([
    [true, 'free_legacy', false, true],
    [true, 'team', true, true],
    [true, 'team', false, false],
    [false, 'free_legacy', true, false],
    [true, undefined, undefined, false],
  ])(
    'flag %s, plan %s, userPilot %s → %s',
    (featureFlagOn, activePricePlanId, userPilotEnabled, runs) => {
      expect(shouldRunOnboarding({ featureFlagOn, activePricePlanId, userPilotEnabled })).toBe(
        runs,
      );
    },
  );

  it.each([
    [{ email: 'a@x.ch', signerIdentityEmail: 'id@x.ch' }, 'id@x.ch'],
    [{ email: 'a@x.ch', signerIdentityEmail: '' }, 'a@x.ch'],
    [{ email: 'a@x.ch' }, 'a@x.ch'],
  ])('onboarding e-mail of %j is %s (§3 "signer identity email preferred")', (user, email) => {
    expect(onboardingEmail(user)).toBe(email);
  });
});
