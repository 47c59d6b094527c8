import { normalizeDashboardQuery } from '@signet/contract';
import { readDashboardChoice } from '../features/dashboard/index.ts';
import {
  pageFromSearch,
  requestListOptions,
  requestListQuery,
} from '../features/requests/index.ts';
import { queryClient } from './query-client.ts';

/**
 * Starts the list the dashboard page will ask for, derived by the same rules it uses (§2 tab and
 * filter, the remembered choice, the page), so its first render finds the answer in the cache.
 */
export function prefetchDashboardList(search: string, email: string) {
  const params = new URLSearchParams(search);
  const view = normalizeDashboardQuery(params, readDashboardChoice(localStorage));
  const query = requestListQuery(
    { tab: view.tab, filter: view.filter, page: pageFromSearch(params) },
    email,
  );
  return queryClient.prefetchQuery(requestListOptions(query));
}
