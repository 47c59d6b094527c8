import type { SignatureRequestListQuery, StatusOverall } from '@signet/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Executor } from '../users/users.repository.ts';
import { loadPage, type Page, pageColumns, pageOf } from './request-aggregate.ts';
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
    conditions.push(eb('signature_requests.title', 'ilike', `%${escapeLike(filters.search)}%`));
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

/**
 * The inbox's own signatures (§4 toSign: account_email is the caller's, with a signature_status and
 * no signatures_count), newest first: one range scan of signatures_inbox, which carries the
 * request's status and creation time, so the page costs the same whatever the account's history.
 */
async function listBySignature(
  db: Executor,
  scope: ListScope,
  filters: ListFilters & { signature_status: string },
  page: Pick<SignatureRequestListQuery, 'page_number' | 'page_size' | 'sort'>,
): Promise<Page & { total: number }> {
  const statuses = filters.status_overall;
  const ownSignatures = db
    .selectFrom('signatures as s')
    .where('s.email', '=', scope.email)
    .where('s.status_code', '=', filters.signature_status)
    .$if(statuses !== undefined, (q) => q.where('s.request_status', 'in', statuses ?? []))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('request_hidden')
            .select('request_hidden.request_id')
            .where('request_hidden.user_id', '=', scope.userId)
            .whereRef('request_hidden.request_id', '=', 's.request_id'),
        ),
      ),
    );
  // The request's own columns are needed to filter only for a search or for drafts (which only
  // their owner sees); otherwise the count reads the index alone.
  const needsRequest =
    Boolean(filters.search) || statuses === undefined || statuses.includes('DRAFT');
  const withRequest = ownSignatures
    .innerJoin('signature_requests', 'signature_requests.id', 's.request_id')
    .$if(statuses === undefined || statuses.includes('DRAFT'), (q) =>
      q.where((eb) =>
        eb.or([
          eb('s.request_status', '!=', 'DRAFT'),
          eb('signature_requests.owner_id', '=', scope.userId),
        ]),
      ),
    )
    .$if(Boolean(filters.search), (q) =>
      q.where('signature_requests.title', 'ilike', `%${escapeLike(filters.search ?? '')}%`),
    );
  // One entry per request, even where one address signs it twice: grouping on the index's own
  // order keeps the scan streaming, so it stops after the page.
  const pageOfIds = (needsRequest ? withRequest : ownSignatures)
    .select(['s.request_id', 's.request_created_at'])
    .groupBy(['s.request_created_at', 's.request_id'])
    .orderBy('s.request_created_at', page.sort)
    .orderBy('s.request_id', page.sort)
    .limit(page.page_size)
    .offset((page.page_number - 1) * page.page_size);
  // Grouped in the index's order like the page (no sort, unlike count(DISTINCT …)).
  const counting = db
    .selectFrom(
      (needsRequest ? withRequest : ownSignatures)
        .select(['s.request_id', 's.request_created_at'])
        .groupBy(['s.request_created_at', 's.request_id'])
        .as('entries'),
    )
    .select(sql<number>`count(*)`.as('total'));
  // The total and each request's documents, signatures, observers, attachments and owner ride
  // along with the page (one round trip); only a page past the end asks for the total apart.
  const found = await db
    .selectFrom(pageOfIds.as('page'))
    .innerJoin('signature_requests as r', 'r.id', 'page.request_id')
    .selectAll('r')
    .select([counting.as('list_total'), ...pageColumns])
    .orderBy('page.request_created_at', page.sort)
    .orderBy('page.request_id', page.sort)
    .execute();
  const rows: SignatureRequestRow[] = found.map(
    ({ list_total: _, owner_email, documents, signatures, observers, attachments, ...row }) => row,
  );
  const byId = new Map(found.map((row) => [row.id, row]));
  const total =
    found[0] !== undefined
      ? found[0].list_total
      : page.page_number === 1
        ? 0
        : (await counting.executeTakeFirstOrThrow()).total;
  return { ...pageOf(rows, (id) => byId.get(id)), total: Number(total) };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

type ListPage = Pick<SignatureRequestListQuery, 'page_number' | 'page_size' | 'order_by' | 'sort'>;

/** The inbox's own-signature filters (§4 toSign and the like) read signatures_inbox alone. */
function readsInboxIndex(scope: ListScope, filters: ListFilters, page: ListPage) {
  return (
    Boolean(filters.signature_status) &&
    filters.account_email === scope.email &&
    filters.signatures_count === undefined &&
    page.order_by === 'created_at' &&
    (filters.status_overall === undefined || filters.status_overall.length === 1)
  );
}

/**
 * One page of the requests the caller may see, each with its documents, signatures, observers,
 * attachments and owner, and the total: one statement for the inbox's own-signature filters,
 * three (page, total, the page's contents) for the others.
 */
export async function listVisiblePage(
  db: Executor,
  scope: ListScope,
  filters: ListFilters,
  page: ListPage,
): Promise<Page & { total: number }> {
  const { signature_status } = filters;
  if (signature_status && readsInboxIndex(scope, filters, page)) {
    return listBySignature(db, scope, { ...filters, signature_status }, page);
  }
  const { rows, total } = await listVisibleRequests(db, scope, filters, page);
  return { ...(await loadPage(db, rows)), total };
}

/** The page's request rows and the total, through the owner, signer and observer lookups. */
export async function listVisibleRequests(
  db: Executor,
  scope: ListScope,
  filters: ListFilters,
  page: ListPage,
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
