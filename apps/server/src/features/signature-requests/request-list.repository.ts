import type { SignatureRequestListQuery, StatusOverall } from '@signet/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Executor } from '../users/users.repository.ts';
import type { SignatureRequestRow } from './signature-requests.tables.ts';

export interface ListScope {
  userId: string;
  email: string;
}

export interface ListFilters {
  status_overall?: StatusOverall[];
  account_email?: string;
  signature_status?: string;
  signatures_count?: number;
  search?: string;
}

/**
 * Requests the caller may see (owner; signer or observer once it left DRAFT; not hidden by them),
 * narrowed by the §7 filters. The three ways in are a UNION of index lookups (owner_id,
 * signatures(email, status_code), observers(email)), so the inbox costs the same whatever the
 * table's total size.
 */
function visibleIds(db: Executor, scope: ListScope, filters: ListFilters) {
  const ownSignatureStatus =
    filters.account_email === scope.email &&
    filters.signature_status &&
    filters.signatures_count === undefined
      ? filters.signature_status
      : undefined;
  const owned = db
    .selectFrom('signature_requests')
    .select('id as request_id')
    .where('owner_id', '=', scope.userId);
  let signing = db.selectFrom('signatures').select('request_id').where('email', '=', scope.email);
  if (ownSignatureStatus) signing = signing.where('status_code', '=', ownSignatureStatus);
  const observing = db
    .selectFrom('observers')
    .select('request_id')
    .where('email', '=', scope.email);
  // toSign (§4) needs no other way in: the caller's own open signature decides.
  if (ownSignatureStatus) return signing;
  return owned.union(signing).union(observing);
}

function applyFilters(
  eb: ExpressionBuilder<DB, 'signature_requests'>,
  db: Executor,
  scope: ListScope,
  filters: ListFilters,
) {
  const conditions = [
    eb('signature_requests.id', 'in', visibleIds(db, scope, filters)),
    eb.or([
      eb('signature_requests.owner_id', '=', scope.userId),
      eb('signature_requests.status_overall', '!=', 'DRAFT'),
    ]),
    eb.not(
      eb.exists(
        eb
          .selectFrom('request_hidden')
          .select('request_hidden.request_id')
          .where('request_hidden.user_id', '=', scope.userId)
          .whereRef('request_hidden.request_id', '=', 'signature_requests.id'),
      ),
    ),
  ];
  if (filters.status_overall) {
    conditions.push(eb('signature_requests.status_overall', 'in', filters.status_overall));
  }
  if (filters.search) {
    const escaped = filters.search.replace(/[\\%_]/g, (char) => `\\${char}`);
    conditions.push(eb('signature_requests.title', 'ilike', `%${escaped}%`));
  }
  if (filters.signature_status) {
    const own = eb
      .selectFrom('signatures')
      .whereRef('signatures.request_id', '=', 'signature_requests.id')
      .where('signatures.status_code', '=', filters.signature_status);
    const mine = filters.account_email
      ? own.where('signatures.email', '=', filters.account_email)
      : own;
    if (filters.signatures_count === undefined) {
      conditions.push(eb.exists(mine.select('signatures.sid')));
    } else {
      conditions.push(
        eb(mine.select(sql<number>`count(*)`.as('n')), '=', filters.signatures_count),
      );
    }
  } else if (filters.account_email) {
    // account_email alone: requests where that address is a signer (Skribble's filter).
    conditions.push(
      eb.exists(
        eb
          .selectFrom('signatures')
          .select('signatures.sid')
          .whereRef('signatures.request_id', '=', 'signature_requests.id')
          .where('signatures.email', '=', filters.account_email),
      ),
    );
  }
  return eb.and(conditions);
}

export async function listVisibleRequests(
  db: Executor,
  scope: ListScope,
  filters: ListFilters,
  page: Pick<SignatureRequestListQuery, 'page_number' | 'page_size' | 'order_by' | 'sort'>,
): Promise<{ rows: SignatureRequestRow[]; total: number }> {
  const base = db
    .selectFrom('signature_requests')
    .where((eb) => applyFilters(eb, db, scope, filters));
  const rows = await base
    .selectAll('signature_requests')
    .orderBy(`signature_requests.${page.order_by}`, page.sort)
    .orderBy('signature_requests.id', page.sort)
    .limit(page.page_size)
    .offset((page.page_number - 1) * page.page_size)
    .execute();
  const counted = await base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return { rows, total: Number(counted.total) };
}
