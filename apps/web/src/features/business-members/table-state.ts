import type { MemberSortField } from '@signet/contract';
import type { z } from 'zod/mini';

/** Rows per page of the members table and of the open invitations below it. */
export const MEMBERS_PAGE_SIZE = 20;
export const INVITATIONS_PAGE_SIZE = 10;
/** How long the search waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export type MemberSortBy = z.infer<typeof MemberSortField>;
export type SortDirection = 'asc' | 'desc';

export interface MemberTableView {
  search: string;
  page: number;
  orderBy: MemberSortBy;
  sort: SortDirection;
}

export const INITIAL_MEMBER_VIEW: MemberTableView = {
  search: '',
  page: 1,
  orderBy: 'name',
  sort: 'asc',
};

/** The query of GET /v1/businesses/{id}/members as the contract's MemberListQuery takes it. */
export interface MemberPageQuery {
  search?: string;
  page_number: number;
  page_size: number;
  order_by: MemberSortBy;
  sort: SortDirection;
}

export interface InvitationPageQuery {
  search?: string;
  page_number: number;
  page_size: number;
}

/** The search as sent: trimmed, and left out when nothing is typed. */
function searchPart(search: string): { search?: string } {
  const trimmed = search.trim();
  return trimmed ? { search: trimmed } : {};
}

export function memberPageQuery(view: MemberTableView): MemberPageQuery {
  return {
    ...searchPart(view.search),
    page_number: view.page,
    page_size: MEMBERS_PAGE_SIZE,
    order_by: view.orderBy,
    sort: view.sort,
  };
}

export function invitationPageQuery(search: string, page: number): InvitationPageQuery {
  return { ...searchPart(search), page_number: page, page_size: INVITATIONS_PAGE_SIZE };
}

/**
 * A click on a column header: the same column flips its direction, another column starts
 * ascending (dates newest first). Either way the table goes back to its first page.
 */
export function sortBy(view: MemberTableView, column: MemberSortBy): MemberTableView {
  const sort: SortDirection =
    view.orderBy === column
      ? view.sort === 'asc'
        ? 'desc'
        : 'asc'
      : column === 'joined_at'
        ? 'desc'
        : 'asc';
  return { ...view, orderBy: column, sort, page: 1 };
}

/** How many pages `total` rows fill (at least one). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
