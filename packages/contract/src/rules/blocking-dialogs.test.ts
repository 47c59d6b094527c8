import { describe, expect, it } from 'vitest';
import {
  type BlockingDialogFacts,
  type BlockingDialogId,
  blockingDialogs,
} from './blocking-dialogs.ts';
import { isIncompleteSso } from './sso.ts';

const done = { firstName: 'Anna', lastName: 'Muster' };
const accepted = { accepted_gtc: ['true'] };

describe('blockingDialogs (§6 "unaccepted business invitation, unaccepted terms, removed from business, business deleted"; locked members)', () => {
  it.each<[string, BlockingDialogFacts, BlockingDialogId[]]>([
    ['a settled account: none', { role: 'user', ...done, attributes: accepted }, []],
    [
      'unaccepted business invitation',
      { role: 'user', ...done, attributes: { ...accepted, accepted_business_invite: ['false'] } },
      ['businessInvitation'],
    ],
    [
      'an accepted invitation',
      { role: 'member', ...done, attributes: { ...accepted, accepted_business_invite: ['true'] } },
      [],
    ],
    [
      'unaccepted terms',
      { role: 'user', ...done, attributes: { accepted_gtc: ['false'] } },
      ['acceptTerms'],
    ],
    ['terms never recorded', { role: 'admin', ...done, attributes: {} }, ['acceptTerms']],
    [
      'incomplete SSO: terms are asked on /signup/sso, not in a dialog',
      { role: 'user', attributes: {} },
      [],
    ],
    [
      'removed from business',
      { role: 'user', ...done, attributes: { ...accepted, removed_from_business: ['true'] } },
      ['removedFromBusiness'],
    ],
    [
      'business deleted: the downgrade notice',
      { role: 'user', ...done, attributes: { ...accepted, business_deleted: ['true'] } },
      ['businessDowngraded'],
    ],
    [
      '"members see a locked dialog": locked',
      { role: 'member', ...done, attributes: accepted, paymentState: 'BLOCKED' },
      ['lockedMember'],
    ],
    [
      'members see it when the trial expired',
      { role: 'member', ...done, attributes: accepted, paymentState: 'NEEDS_PAYMENT_METHOD' },
      ['lockedMember'],
    ],
    [
      'admins are redirected instead',
      { role: 'admin', ...done, attributes: accepted, paymentState: 'BLOCKED' },
      [],
    ],
    [
      'members of a paying business',
      { role: 'member', ...done, attributes: accepted, paymentState: 'STRIPE' },
      [],
    ],
    [
      'several at once, in the order of §6',
      {
        role: 'member',
        ...done,
        attributes: {
          accepted_gtc: ['false'],
          accepted_business_invite: ['false'],
          business_deleted: ['true'],
        },
        paymentState: 'BLOCKED',
      },
      ['businessInvitation', 'acceptTerms', 'businessDowngraded', 'lockedMember'],
    ],
    ['guests get none', { role: 'nas', attributes: { accepted_gtc: ['false'] } }, []],
    ['visitors get none', { role: 'unauthenticated' }, []],
  ])('%s', (_case, facts, ids) => {
    expect(blockingDialogs(facts).map((d) => d.id)).toEqual(ids);
  });

  it('"downgrade notice, then go to billing": the free user\'s plan page', () => {
    const [dialog] = blockingDialogs({
      role: 'user',
      ...done,
      attributes: { ...accepted, business_deleted: ['true'] },
    });
    expect(dialog).toEqual({ id: 'businessDowngraded', afterwards: 'upgrade' });
  });
});

describe('isIncompleteSso (§4 "no names and no accepted terms")', () => {
  it.each([
    ['no names, no terms', {}, true],
    [
      'blank names, terms false',
      { firstName: ' ', lastName: '', attributes: { accepted_gtc: ['false'] } },
      true,
    ],
    ['a first name', { firstName: 'Anna' }, false],
    ['a last name', { lastName: 'Muster' }, false],
    ['accepted terms', { attributes: { accepted_gtc: ['true'] } }, false],
  ])('%s → %s', (_case, user, incomplete) => {
    expect(isIncompleteSso(user)).toBe(incomplete);
  });
});
