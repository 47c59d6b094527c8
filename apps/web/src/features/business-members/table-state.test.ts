import { describe, expect, it } from 'vitest';
import {
  INITIAL_MEMBER_VIEW,
  invitationPageQuery,
  lastPage,
  memberPageQuery,
  sortBy,
} from './table-state.ts';

describe('members table state', () => {
  it('sends the search trimmed, and no search at all when nothing is typed', () => {
    expect(memberPageQuery({ ...INITIAL_MEMBER_VIEW, search: '  anna ', page: 3 })).toEqual({
      search: 'anna',
      page_number: 3,
      page_size: 20,
      order_by: 'name',
      sort: 'asc',
    });
    expect(memberPageQuery({ ...INITIAL_MEMBER_VIEW, search: '   ' })).not.toHaveProperty('search');
    expect(invitationPageQuery('', 2)).toEqual({ page_number: 2, page_size: 10 });
  });

  it('flips the direction of the sorted column and starts another one anew, on page 1', () => {
    const onPage4 = { ...INITIAL_MEMBER_VIEW, page: 4 };
    expect(sortBy(onPage4, 'name')).toMatchObject({ orderBy: 'name', sort: 'desc', page: 1 });
    expect(sortBy(onPage4, 'email')).toMatchObject({ orderBy: 'email', sort: 'asc', page: 1 });
    // The newest members first when sorting by the date they joined.
    expect(sortBy(onPage4, 'joined_at')).toMatchObject({ orderBy: 'joined_at', sort: 'desc' });
  });

  it('knows the last page that has rows', () => {
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(40, 20)).toBe(2);
    expect(lastPage(41, 20)).toBe(3);
  });
});
