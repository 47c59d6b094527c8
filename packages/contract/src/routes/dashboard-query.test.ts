import { describe, expect, it } from 'vitest';
import { listFiltersToSearch } from '../rules/inbox-filter.ts';
import {
  type DashboardChoice,
  dashboardListFilters,
  normalizeDashboardQuery,
} from './dashboard-query.ts';

describe('normalizeDashboardQuery (§2 "tab is inbox or drafts (default inbox) … filter … (default toSign). The last chosen tab and filter are remembered and the URL is rewritten to include them")', () => {
  it.each<[string, string, DashboardChoice, string, boolean]>([
    ['nothing given, nothing remembered: the defaults', '', {}, 'tab=inbox&filter=toSign', true],
    [
      'valid tab and filter: kept, no rewrite',
      'tab=inbox&filter=pending',
      {},
      'tab=inbox&filter=pending',
      false,
    ],
    ['drafts: no filter', 'tab=drafts', {}, 'tab=drafts', false],
    [
      'drafts with a filter: the filter is dropped',
      'tab=drafts&filter=all',
      {},
      'tab=drafts',
      true,
    ],
    [
      'missing filter: the remembered one',
      'tab=inbox',
      { filter: 'declined' },
      'tab=inbox&filter=declined',
      true,
    ],
    [
      'missing tab and filter: the remembered ones',
      '',
      { tab: 'inbox', filter: 'completed' },
      'tab=inbox&filter=completed',
      true,
    ],
    ['remembered drafts', '', { tab: 'drafts', filter: 'all' }, 'tab=drafts', true],
    [
      'unknown tab: remembered, else the default',
      'tab=archive&filter=all',
      {},
      'tab=inbox&filter=all',
      true,
    ],
    [
      'unknown filter: remembered, else the default',
      'tab=inbox&filter=everything',
      {},
      'tab=inbox&filter=toSign',
      true,
    ],
    [
      'unknown filter with a remembered one',
      'filter=x',
      { filter: 'pending' },
      'tab=inbox&filter=pending',
      true,
    ],
    ['filter alone: inbox is implied', 'filter=all', {}, 'tab=inbox&filter=all', true],
    [
      'filter alone beats a remembered drafts tab',
      'filter=all',
      { tab: 'drafts' },
      'tab=inbox&filter=all',
      true,
    ],
    [
      'values are case-sensitive as the spec writes them',
      'tab=Inbox&filter=tosign',
      {},
      'tab=inbox&filter=toSign',
      true,
    ],
    [
      'a garbage remembered choice is ignored',
      '',
      { tab: 'x' as 'inbox', filter: 'y' as 'all' },
      'tab=inbox&filter=toSign',
      true,
    ],
    [
      'other query parameters are kept',
      'page=2&tab=inbox',
      {},
      'page=2&tab=inbox&filter=toSign',
      true,
    ],
  ])('%s: ?%s', (_case, search, remembered, expected, rewrite) => {
    const result = normalizeDashboardQuery(new URLSearchParams(search), remembered);
    expect(result.search).toBe(expected);
    expect(result.rewrite).toBe(rewrite);
  });

  it.each<[string, string, DashboardChoice, DashboardChoice]>([
    [
      'the chosen inbox filter is remembered',
      'tab=inbox&filter=declined',
      {},
      { tab: 'inbox', filter: 'declined' },
    ],
    [
      'choosing drafts keeps the inbox filter remembered',
      'tab=drafts',
      { filter: 'pending' },
      { tab: 'drafts', filter: 'pending' },
    ],
  ])('%s', (_case, search, remembered, remember) => {
    expect(normalizeDashboardQuery(new URLSearchParams(search), remembered).remember).toEqual(
      remember,
    );
  });

  it('reads a parsed query object', () => {
    const result = normalizeDashboardQuery({ tab: 'drafts' });
    expect(result).toMatchObject({ tab: 'drafts', filter: undefined, rewrite: false });
  });
});

describe('dashboardListFilters (the list call of each dashboard view)', () => {
  it.each<
    [
      string,
      { tab: 'inbox' | 'drafts'; filter?: 'all' | 'toSign' | 'declined' },
      Record<string, string>,
    ]
  >([
    ['drafts are the DRAFT requests', { tab: 'drafts' }, { status_overall: 'DRAFT' }],
    [
      'inbox toSign per §4',
      { tab: 'inbox', filter: 'toSign' },
      { status_overall: 'OPEN', account_email: 'a@b.ch', signature_status: 'OPEN' },
    ],
    [
      'inbox without filter takes the default toSign',
      { tab: 'inbox' },
      { status_overall: 'OPEN', account_email: 'a@b.ch', signature_status: 'OPEN' },
    ],
    ['inbox all: no filter', { tab: 'inbox', filter: 'all' }, {}],
  ])('%s', (_case, view, search) => {
    expect(listFiltersToSearch(dashboardListFilters(view, 'a@b.ch'))).toEqual(search);
  });
});
