import type { SignatureRequestListFilters } from '../rules/inbox-filter.ts';
import { INBOX_FILTERS, type InboxFilter, inboxFilterToQuery } from '../rules/inbox-filter.ts';
import { type QueryInput, queryValue } from '../rules/query.ts';

/** §2 "Query tab is inbox or drafts (default inbox)." */
export const DASHBOARD_TABS = ['inbox', 'drafts'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'inbox';
/** §2 "For inbox, query filter is all, toSign, pending, completed or declined (default toSign)." */
export const DEFAULT_INBOX_FILTER: InboxFilter = 'toSign';

/** The last chosen tab and filter (§2 "remembered"), as the web app stores them. */
export interface DashboardChoice {
  tab?: DashboardTab | undefined;
  filter?: InboxFilter | undefined;
}

export interface NormalizedDashboardQuery {
  tab: DashboardTab;
  /** Only the inbox has filters; undefined on drafts. */
  filter: InboxFilter | undefined;
  /** The search string the URL must carry (`tab=inbox&filter=toSign`). */
  search: string;
  /** The URL lacks or misspells the tab or filter and must be rewritten to `search`. */
  rewrite: boolean;
  /** What to remember as the last choice. */
  remember: { tab: DashboardTab; filter: InboxFilter };
}

const isTab = (v: string | undefined): v is DashboardTab =>
  (DASHBOARD_TABS as readonly (string | undefined)[]).includes(v);
const isFilter = (v: string | undefined): v is InboxFilter =>
  (INBOX_FILTERS as readonly (string | undefined)[]).includes(v);

/** The query with tab and filter written last (in that order), every other parameter kept. */
function searchWith(
  query: QueryInput | undefined,
  tab: DashboardTab,
  filter: InboxFilter | undefined,
) {
  const params = new URLSearchParams();
  const entries =
    query instanceof URLSearchParams
      ? [...query]
      : Object.entries(query ?? {}).flatMap(([k, raw]) =>
          (typeof raw === 'string' ? [raw] : (raw ?? [])).map((v): [string, string] => [k, v]),
        );
  for (const [k, v] of entries) if (k !== 'tab' && k !== 'filter') params.append(k, v);
  params.append('tab', tab);
  if (filter) params.append('filter', filter);
  return params.toString();
}

/**
 * §2: a missing or unknown tab or filter takes the remembered one, else the default; the URL is
 * rewritten to include them. Unknown values are corrected rather than shown as 404, because the
 * spec rewrites the dashboard URL instead of rejecting it.
 */
export function normalizeDashboardQuery(
  query: QueryInput | undefined,
  remembered: DashboardChoice = {},
): NormalizedDashboardQuery {
  const rawTab = queryValue(query, 'tab');
  const rawFilter = queryValue(query, 'filter');
  // A filter exists only on the inbox, so a URL with a filter and no tab means the inbox.
  const tab = isTab(rawTab)
    ? rawTab
    : isFilter(rawFilter)
      ? 'inbox'
      : isTab(remembered.tab)
        ? remembered.tab
        : DEFAULT_DASHBOARD_TAB;
  const rememberedFilter = isFilter(remembered.filter) ? remembered.filter : DEFAULT_INBOX_FILTER;
  const chosenFilter = isFilter(rawFilter) ? rawFilter : rememberedFilter;
  const filter = tab === 'inbox' ? chosenFilter : undefined;
  const search = searchWith(query, tab, filter);
  const rewrite = rawTab !== tab || rawFilter !== filter;
  // On drafts the URL carries no filter; the inbox filter chosen before stays remembered.
  return { tab, filter, search, rewrite, remember: { tab, filter: filter ?? rememberedFilter } };
}

/** The list filters for a dashboard view: drafts are the DRAFT requests; the inbox per §4. */
export function dashboardListFilters(
  view: { tab: DashboardTab; filter?: InboxFilter | undefined },
  accountEmail: string,
): SignatureRequestListFilters {
  if (view.tab === 'drafts') return { status_overall: ['DRAFT'] };
  return inboxFilterToQuery(view.filter ?? DEFAULT_INBOX_FILTER, accountEmail);
}
