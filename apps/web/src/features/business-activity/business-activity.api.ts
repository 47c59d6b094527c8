import {
  type AccountActivityPage,
  type ActivityListQuery,
  type ActivityRangeQuery,
  exportIdentificationActivities,
  exportSignatureActivities,
  type IdentificationActivityPage,
  listAccountActivities,
  listIdentificationActivities,
  listSignatureActivities,
  type SignatureActivityPage,
  type SignatureExportGrouping,
  summariseSignatureActivities,
} from '@signet/contract';
import { call } from '../../lib/api/api-client.ts';
import { downloadFile } from '../../lib/download.ts';

// The §7 "Activity" calls of /business/activity.

export type ActivityKind = 'signatures' | 'accounts' | 'identifications';

const LISTS = {
  signatures: listSignatureActivities,
  accounts: listAccountActivities,
  identifications: listIdentificationActivities,
} as const;

interface PageOf {
  signatures: SignatureActivityPage;
  accounts: AccountActivityPage;
  identifications: IdentificationActivityPage;
}

/** GET /v2/businesses/{id}/activities/{kind}: one page, its total in the body. */
export const listActivities = <K extends ActivityKind>(
  kind: K,
  id: string,
  query: Partial<ActivityListQuery>,
  signal?: AbortSignal,
) =>
  // The three lists take the same params and query; only their rows differ.
  call(
    LISTS[kind] as typeof listSignatureActivities,
    { params: { id }, query },
    { signal },
  ) as Promise<PageOf[K]>;

/** GET …/activities/signatures/summary: the charts' numbers. */
export const fetchSignatureSummary = (
  id: string,
  query: ActivityRangeQuery,
  signal?: AbortSignal,
) => call(summariseSignatureActivities, { params: { id }, query }, { signal });

/** The CSV of the signatures (one row each, or counted per member, month or level). */
export const downloadSignatureCsv = (
  id: string,
  range: ActivityRangeQuery,
  groupBy: SignatureExportGrouping,
) =>
  downloadFile(
    exportSignatureActivities,
    { params: { id }, query: { ...range, group_by: groupBy } },
    'signatures.csv',
  );

export const downloadIdentificationCsv = (id: string, range: ActivityRangeQuery) =>
  downloadFile(
    exportIdentificationActivities,
    { params: { id }, query: range },
    'identifications.csv',
  );
