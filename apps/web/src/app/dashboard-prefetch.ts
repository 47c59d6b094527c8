import { normalizeDashboardQuery } from '@signet/contract';
import type { QueryClient } from '@tanstack/react-query';
import { readDashboardChoice } from '../features/dashboard/dashboard-choice.ts';
import { requestListOptions } from '../features/requests/requests.queries.ts';
import { pageFromSearch, requestListQuery } from '../features/requests/table-query.ts';

/**
 * Starts the list the dashboard page will ask for, derived by the same rules it uses (§2 tab and
 * filter, the remembered choice, the page), so its first render finds the answer in the cache.
 */
export function prefetchDashboardList(client: QueryClient, search: string, email: string) {
  const params = new URLSearchParams(search);
  const view = normalizeDashboardQuery(params, readDashboardChoice(localStorage));
  const query = requestListQuery(
    { tab: view.tab, filter: view.filter, page: pageFromSearch(params) },
    email,
  );
  return client.prefetchQuery(requestListOptions(query));
}
