import type { ActivityListQuery, ActivityRangeQuery } from '@signet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type ActivityKind,
  fetchSignatureSummary,
  listActivities,
} from './business-activity.api.ts';

/**
 * The query keys of a business's activity (ADR 0230), under `['business', id, 'activity']`, so a
 * change that refreshes the whole business refreshes its activity too.
 */
export const businessActivityKeys = {
  all: (id: string) => ['business', id, 'activity'] as const,
  page: (id: string, kind: ActivityKind, query: Partial<ActivityListQuery>) =>
    [...businessActivityKeys.all(id), kind, query] as const,
  summary: (id: string, range: ActivityRangeQuery) =>
    [...businessActivityKeys.all(id), 'summary', range] as const,
};

/** One page of one list; the page on screen stays while the next one loads. */
export function useActivityPage(id: string, kind: ActivityKind, query: Partial<ActivityListQuery>) {
  return useQuery({
    queryKey: businessActivityKeys.page(id, kind, query),
    queryFn: ({ signal }) => listActivities(kind, id, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSignatureSummary(id: string, range: ActivityRangeQuery) {
  return useQuery({
    queryKey: businessActivityKeys.summary(id, range),
    queryFn: ({ signal }) => fetchSignatureSummary(id, range, signal),
  });
}
