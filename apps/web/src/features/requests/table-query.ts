import {
  type DashboardTab,
  dashboardListFilters,
  type InboxFilter,
  listFiltersToSearch,
} from '@signet/contract';

/** Rows per page of the dashboard table. */
export const REQUESTS_PAGE_SIZE = 20;

export interface TableView {
  tab: DashboardTab;
  filter: InboxFilter | undefined;
  page: number;
}

/**
 * GET /v3/signature-requests query for one page of a dashboard view: the §4 filter meanings
 * (contract's dashboardListFilters), newest first.
 */
export function requestListQuery(
  view: TableView,
  accountEmail: string,
  pageSize = REQUESTS_PAGE_SIZE,
): Record<string, string | number> {
  return {
    ...listFiltersToSearch(dashboardListFilters(view, accountEmail)),
    page_number: view.page,
    page_size: pageSize,
    order_by: 'created_at',
    sort: 'desc',
  };
}

/** The `page` query parameter (1-based); anything else is the first page. */
export function pageFromSearch(search: URLSearchParams): number {
  const raw = search.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** How many pages `total` rows fill (at least one, so an empty list still has page 1). */
export function pageCount(total: number, pageSize = REQUESTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The total the server sent in X-Total-Count, or the rows seen when it sent none. */
export function totalFromHeader(value: string | null, rowsOnPage: number): number {
  const parsed = value === null ? Number.NaN : Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : rowsOnPage;
}
