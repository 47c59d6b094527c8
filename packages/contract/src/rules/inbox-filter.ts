import { z } from 'zod/mini';
import {
  SignatureStatusCode,
  type SignatureStatusCode as SignatureStatusCodeType,
  StatusOverall,
  type StatusOverall as StatusOverallType,
} from './signature-status.ts';

/** §2 dashboard: "For inbox, query filter is all, toSign, pending, completed or declined". */
export const INBOX_FILTERS = ['all', 'toSign', 'pending', 'completed', 'declined'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/**
 * The filters of GET /v3/signature-requests (§7: status_overall, signature_status, account_email,
 * signatures_count), as the query string carries them. Their meaning:
 * - `status_overall`: the request's status is one of these (comma-separated in the URL).
 * - `account_email`: the account that `signature_status` and `signatures_count` are about.
 * - `signature_status`: the account has a signature with this status_code (at least one).
 * - `signatures_count`: with `signature_status`, the account has exactly this many signatures with
 *   that status instead; `0` means the account has nothing of that status (pending: nothing left
 *   to sign, so the request waits for others).
 */
export const SignatureRequestListFilters = z.object({
  status_overall: z.optional(
    z.pipe(
      z.string(),
      z.transform((value, ctx) => {
        const parts = value.split(',').map((part) => part.trim());
        const parsed = z.array(StatusOverall).check(z.minLength(1)).safeParse(parts);
        if (parsed.success) return parsed.data;
        ctx.issues.push({
          code: 'custom',
          message: `status_overall must be among ${StatusOverall.options.join(', ')}`,
          input: value,
        });
        return z.NEVER;
      }),
    ),
  ),
  account_email: z.optional(z.string().check(z.trim(), z.toLowerCase())),
  signature_status: z.optional(SignatureStatusCode),
  signatures_count: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
});
/** The filters once parsed (status_overall as a list). */
export type SignatureRequestListFilters = z.output<typeof SignatureRequestListFilters>;

/**
 * §4 "Inbox filters: toSign = status OPEN with the account's own signature status OPEN; pending =
 * status OPEN with a signatures_count filter; declined = DECLINED or WITHDRAWN; completed = SIGNED;
 * all = no filter." Pending means "waiting for others": open, and the account has no open
 * signature of its own left (it signed already, or it only owns or observes the request).
 */
export function inboxFilterToQuery(
  filter: InboxFilter,
  accountEmail: string,
): SignatureRequestListFilters {
  const account_email = accountEmail.trim().toLowerCase();
  switch (filter) {
    case 'toSign':
      return { status_overall: ['OPEN'], account_email, signature_status: 'OPEN' };
    case 'pending':
      return {
        status_overall: ['OPEN'],
        account_email,
        signature_status: 'OPEN',
        signatures_count: 0,
      };
    case 'declined':
      return { status_overall: ['DECLINED', 'WITHDRAWN'] };
    case 'completed':
      return { status_overall: ['SIGNED'] };
    case 'all':
      return {};
  }
}

/** The filters as query-string values (`status_overall=DECLINED,WITHDRAWN`). */
export function listFiltersToSearch(filters: SignatureRequestListFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.status_overall) search.status_overall = filters.status_overall.join(',');
  if (filters.account_email !== undefined) search.account_email = filters.account_email;
  if (filters.signature_status !== undefined) search.signature_status = filters.signature_status;
  if (filters.signatures_count !== undefined)
    search.signatures_count = String(filters.signatures_count);
  return search;
}

/** The part of a signature request the filters read (§3 Signature request). */
export interface FilterableRequest {
  status_overall: StatusOverallType;
  signatures: readonly { account_email?: string | null; status_code: SignatureStatusCodeType }[];
}

/** Whether a request passes the list filters, by the meaning documented on them. */
export function matchesListFilters(
  request: FilterableRequest,
  filters: SignatureRequestListFilters,
): boolean {
  if (filters.status_overall && !filters.status_overall.includes(request.status_overall)) {
    return false;
  }
  if (filters.signature_status === undefined) return true;
  const email = filters.account_email?.trim().toLowerCase();
  const own = request.signatures.filter(
    (s) =>
      (email === undefined || s.account_email?.toLowerCase() === email) &&
      s.status_code === filters.signature_status,
  ).length;
  return filters.signatures_count === undefined ? own > 0 : own === filters.signatures_count;
}

/** The inverse of `inboxFilterToQuery`: whether a request belongs under that inbox filter. */
export function matchesInboxFilter(
  request: FilterableRequest,
  filter: InboxFilter,
  accountEmail: string,
): boolean {
  return matchesListFilters(request, inboxFilterToQuery(filter, accountEmail));
}
