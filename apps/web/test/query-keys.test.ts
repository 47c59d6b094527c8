import { describe, expect, it } from 'vitest';
import { businessKeys } from '../src/features/business/business.queries.ts';
import { businessMemberKeys } from '../src/features/business-members/business-members.queries.ts';
import { signatureRequestKeys } from '../src/features/requests/requests.queries.ts';
import { userKeys } from '../src/features/session/session.queries.ts';
import { visualSignatureKeys } from '../src/features/visual-signatures/visual-signatures.queries.ts';

const startsWith = (key: readonly unknown[], root: readonly unknown[]) =>
  expect(key.slice(0, root.length)).toEqual([...root]);

// One factory per resource (ADR 0230); refreshing a root must reach every entry under it.
describe('query keys', () => {
  it('keep a request, its events and every list under one root', () => {
    startsWith(signatureRequestKeys.one('r'), signatureRequestKeys.all);
    startsWith(signatureRequestKeys.events('r'), signatureRequestKeys.all);
    startsWith(signatureRequestKeys.list({ page_number: 1 }), signatureRequestKeys.all);
    expect(signatureRequestKeys.one('r')).not.toEqual(signatureRequestKeys.events('r'));
  });

  it('keep the account and its seals under one root', () => {
    startsWith(userKeys.session('token'), userKeys.all);
    startsWith(userKeys.seals(), userKeys.all);
  });

  it('keep stored stamps and drafts with the visual signatures', () => {
    startsWith(visualSignatureKeys.preview('id', 'v1'), visualSignatureKeys.all);
    startsWith(visualSignatureKeys.draft('{}', 0), visualSignatureKeys.all);
  });

  it('keep a business and its public information under one root, apart from each other', () => {
    startsWith(businessKeys.detail('b'), businessKeys.all);
    startsWith(businessKeys.publicInformation('b'), businessKeys.all);
    expect(businessKeys.detail('b')).not.toEqual(businessKeys.publicInformation('b'));
  });

  it('keep everything of one business under its root, and apart from another business', () => {
    const query = { page_number: 1, page_size: 20, order_by: 'name', sort: 'asc' } as const;
    for (const key of [
      businessMemberKeys.memberPage('b', query),
      businessMemberKeys.invitationPage('b', { page_number: 1, page_size: 10 }),
      businessMemberKeys.statisticsFor('b', 12),
    ])
      startsWith(key, businessMemberKeys.business('b'));
    startsWith(businessMemberKeys.memberPage('b', query), businessMemberKeys.members('b'));
    startsWith(businessMemberKeys.statisticsFor('b', 12), businessMemberKeys.statistics('b'));
    expect(businessMemberKeys.members('b')).not.toEqual(businessMemberKeys.members('c'));
  });
});
