import { describe, expect, it } from 'vitest';
import { pageCount, pageFromSearch, requestListQuery, totalFromHeader } from './table-query.ts';

describe('requestListQuery (§4 inbox filters, drafts tab, paging)', () => {
  const email = 'Anna@Example.com';
  it.each([
    [
      { tab: 'inbox', filter: 'toSign', page: 1 } as const,
      { status_overall: 'OPEN', account_email: 'anna@example.com', signature_status: 'OPEN' },
    ],
    [
      { tab: 'inbox', filter: 'pending', page: 2 } as const,
      {
        status_overall: 'OPEN',
        account_email: 'anna@example.com',
        signature_status: 'OPEN',
        signatures_count: '0',
      },
    ],
    [{ tab: 'inbox', filter: 'completed', page: 1 } as const, { status_overall: 'SIGNED' }],
    [
      { tab: 'inbox', filter: 'declined', page: 1 } as const,
      { status_overall: 'DECLINED,WITHDRAWN' },
    ],
    [{ tab: 'inbox', filter: 'all', page: 3 } as const, {}],
    [{ tab: 'drafts', filter: undefined, page: 1 } as const, { status_overall: 'DRAFT' }],
  ])('%j', (view, filters) => {
    expect(requestListQuery(view, email)).toEqual({
      ...filters,
      page_number: view.page,
      page_size: 20,
      order_by: 'created_at',
      sort: 'desc',
    });
  });

  it('takes another page size', () => {
    expect(requestListQuery({ tab: 'inbox', filter: 'all', page: 1 }, email, 5).page_size).toBe(5);
  });
});

describe('paging', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=abc', 1],
    ['page=2.5', 1],
    ['page=9999999', 1],
  ])('?%s is page %i', (search, page) => {
    expect(pageFromSearch(new URLSearchParams(search))).toBe(page);
  });

  it.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [60, 3],
  ])('%i rows fill %i pages of 20', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it('reads X-Total-Count, falling back to the rows seen', () => {
    expect(totalFromHeader('60', 20)).toBe(60);
    expect(totalFromHeader(null, 7)).toBe(7);
    expect(totalFromHeader('x', 7)).toBe(7);
    expect(totalFromHeader('-1', 7)).toBe(7);
  });
});
