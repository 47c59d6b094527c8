import type { User } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import { account } from '../../test/account.fixture.ts';
import { membership } from '../../test/business.fixture.ts';
import { sessionView } from './session-context.ts';

const user = (over: Partial<User> = {}): User => account(over);
const dialogIds = (over: Partial<User>) => sessionView(user(over)).dialogs.map((d) => d.id);

describe('session view', () => {
  it('is unauthenticated without an account', () => {
    expect(sessionView(undefined)).toEqual({
      role: 'unauthenticated',
      user: undefined,
      paymentState: null,
      dialogs: [],
      needsTerms: false,
    });
  });

  it('derives the role from the account’s business (§6): user, member, admin', () => {
    expect(sessionView(user()).role).toBe('user');
    expect(sessionView(user({ business: membership({ role: 'member' }) })).role).toBe('member');
    expect(sessionView(user({ business: membership({ role: 'admin' }) })).role).toBe('admin');
  });

  it('takes no admin role from the bare flag without a business to administer', () => {
    expect(sessionView(user({ isBusinessAdmin: true, business: null })).role).toBe('user');
  });

  it('carries the business’s payment state for the lock rules (§4, §6)', () => {
    const view = sessionView(user({ business: membership({ paymentState: 'BLOCKED' }) }));
    expect(view.paymentState).toBe('BLOCKED');
    expect(sessionView(user()).paymentState).toBeNull();
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

  it('lists the business dialogs due in the spec’s order (§6)', () => {
    expect(
      dialogIds({
        attributes: { accepted_business_invite: ['false'], accepted_gtc: ['false'] },
      }),
    ).toEqual(['businessInvitation', 'acceptTerms']);
    expect(
      dialogIds({ attributes: { accepted_gtc: ['true'], removed_from_business: ['true'] } }),
    ).toEqual(['removedFromBusiness']);
    expect(
      dialogIds({ attributes: { accepted_gtc: ['true'], business_deleted: ['true'] } }),
    ).toEqual(['businessDowngraded']);
  });

  it('shows members of a locked or expired business the locked dialog, not its admins', () => {
    for (const paymentState of ['BLOCKED', 'NEEDS_PAYMENT_METHOD'] as const) {
      expect(dialogIds({ business: membership({ role: 'member', paymentState }) })).toEqual([
        'lockedMember',
      ]);
      expect(dialogIds({ business: membership({ role: 'admin', paymentState }) })).toEqual([]);
    }
    expect(dialogIds({ business: membership({ role: 'member', paymentState: 'MANUAL' }) })).toEqual(
      [],
    );
  });
});
