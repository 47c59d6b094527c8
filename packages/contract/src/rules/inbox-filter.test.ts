import { describe, expect, it } from 'vitest';
import {
  type FilterableRequest,
  INBOX_FILTERS,
  type InboxFilter,
  inboxFilterToQuery,
  listFiltersToSearch,
  matchesInboxFilter,
  SignatureRequestListFilters,
} from './inbox-filter.ts';
import { isTerminalStatus, STATUS_OVERALL, type StatusOverall } from './signature-status.ts';

const me = 'anna@example.ch';

describe('inboxFilterToQuery (§4 "Inbox filters")', () => {
  it.each<[InboxFilter, Record<string, string>]>([
    // "toSign = status OPEN with the account's own signature status OPEN"
    ['toSign', { status_overall: 'OPEN', account_email: me, signature_status: 'OPEN' }],
    // "pending = status OPEN with a signatures_count filter": none of my signatures is still open.
    [
      'pending',
      {
        status_overall: 'OPEN',
        account_email: me,
        signature_status: 'OPEN',
        signatures_count: '0',
      },
    ],
    // "declined = DECLINED or WITHDRAWN"
    ['declined', { status_overall: 'DECLINED,WITHDRAWN' }],
    // "completed = SIGNED"
    ['completed', { status_overall: 'SIGNED' }],
    // "all = no filter"
    ['all', {}],
  ])('%s → %j', (filter, search) => {
    expect(listFiltersToSearch(inboxFilterToQuery(filter, me))).toEqual(search);
  });

  it('the account e-mail is lowercased', () => {
    expect(inboxFilterToQuery('toSign', ' Anna@Example.CH ').account_email).toBe(me);
  });

  it.each(INBOX_FILTERS)('the query string of %s parses back to the same filters', (filter) => {
    const filters = inboxFilterToQuery(filter, me);
    expect(SignatureRequestListFilters.parse(listFiltersToSearch(filters))).toEqual(filters);
  });

  it.each([
    ['unknown status', { status_overall: 'OPEN,LOST' }],
    ['empty status list', { status_overall: '' }],
    ['negative count', { signatures_count: '-1' }],
    ['non-numeric count', { signatures_count: 'many' }],
    ['unknown signature status', { signature_status: 'MAYBE' }],
  ])('the list query rejects %s', (_case, query) => {
    expect(SignatureRequestListFilters.safeParse(query).success).toBe(false);
  });
});

const request = (
  status_overall: StatusOverall,
  ...signatures: [string, 'OPEN' | 'SIGNED' | 'DECLINED' | 'WITHDRAWN'][]
): FilterableRequest => ({
  status_overall,
  signatures: signatures.map(([account_email, status_code]) => ({ account_email, status_code })),
});

// Each row: a request and the inbox filters it appears under for `me`.
describe('matchesInboxFilter (the same rule on both sides)', () => {
  it.each<[string, FilterableRequest, InboxFilter[]]>([
    [
      'open, my signature open',
      request('OPEN', [me, 'OPEN'], ['bob@example.ch', 'OPEN']),
      ['all', 'toSign'],
    ],
    [
      'open, only my signature left',
      request('OPEN', [me, 'OPEN'], ['bob@example.ch', 'SIGNED']),
      ['all', 'toSign'],
    ],
    [
      'open, I signed, others still open',
      request('OPEN', [me, 'SIGNED'], ['bob@example.ch', 'OPEN']),
      ['all', 'pending'],
    ],
    [
      'open, I only own it (not a signer)',
      request('OPEN', ['bob@example.ch', 'OPEN']),
      ['all', 'pending'],
    ],
    [
      'my e-mail in another letter case still counts as mine',
      request('OPEN', ['ANNA@example.ch', 'OPEN']),
      ['all', 'toSign'],
    ],
    ['signed by everyone', request('SIGNED', [me, 'SIGNED']), ['all', 'completed']],
    [
      'declined by someone',
      request('DECLINED', [me, 'SIGNED'], ['bob@example.ch', 'DECLINED']),
      ['all', 'declined'],
    ],
    ['withdrawn by the owner', request('WITHDRAWN', [me, 'WITHDRAWN']), ['all', 'declined']],
    ['a draft appears only under all (all = no filter)', request('DRAFT', [me, 'OPEN']), ['all']],
  ])('%s', (_case, req, filters) => {
    const matching = INBOX_FILTERS.filter((filter) => matchesInboxFilter(req, filter, me));
    expect(matching).toEqual(filters);
  });

  it('toSign and pending never both hold', () => {
    for (const status of STATUS_OVERALL) {
      for (const mine of ['OPEN', 'SIGNED'] as const) {
        const req = request(status, [me, mine], ['bob@example.ch', 'OPEN']);
        expect(
          matchesInboxFilter(req, 'toSign', me) && matchesInboxFilter(req, 'pending', me),
        ).toBe(false);
      }
    }
  });
});

describe('status_overall (§4 "DRAFT, OPEN, SIGNED, DECLINED, WITHDRAWN")', () => {
  it.each<[StatusOverall, boolean]>([
    ['DRAFT', false],
    ['OPEN', false],
    ['SIGNED', true],
    ['DECLINED', true],
    ['WITHDRAWN', true],
  ])('%s terminal: %s', (status, terminal) => {
    expect(isTerminalStatus(status)).toBe(terminal);
  });
});
