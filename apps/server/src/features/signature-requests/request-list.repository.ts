import type { SignatureRequestListQuery, StatusOverall } from '@signet/contract';
import {
  type AliasedSelectQueryBuilder,
  type Expression,
  type ExpressionBuilder,
  sql,
} from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { itemText, type SigningUrl } from './request-list-json.ts';

export interface ListScope {
  userId: string;
  email: string;
  /** The signer groups the caller is in now: their signatures are the caller's too (ADR 0720). */
  signerGroups: readonly string[];
}

/**
 * The keys the caller's signatures are found by: their address and their groups' ids. Without a
 * group it is one value (PostgreSQL reads "IN ($1)" as "= $1"), so the inbox stays one ordered
 * range of signatures_inbox.
 */
export function signerKeys(scope: ListScope): string[] {
  return [scope.email, ...scope.signerGroups];
}

export interface ListFilters {
  status_overall?: StatusOverall[];
  account_email?: string;
  signature_status?: string;
  signatures_count?: number;
  search?: string;
  /**
   * Leaves out the drafts that only hold a document uploaded on its own through the public API
   * (ADR 0911): the API's request lists, where they are no signature requests.
   */
  withoutDocumentHolders?: boolean;
}

/**
 * Requests the caller may see, as `request_id` and `created_at`: those they own (any status), and
 * those they sign or observe once they left DRAFT, each way narrowed to the statuses asked for by
 * its own index (signature_requests_owner_status, signatures_inbox, which carry the request's
 * status), so only requests that match are read. A UNION of three index lookups: the list costs
 * the caller's own history, never the table's size.
 *
 * With `ownSignatureStatus` (toSign and the like, sorted otherwise or over several statuses) the
 * caller's own signatures with that status are the only way in; drafts among them are the
 * caller's own only, which `draftsNeedOwner` tells the caller to check on the request.
 */
function visibleRequests(
  db: Executor,
  scope: ListScope,
  filters: ListFilters,
  ownSignatureStatus: string | undefined,
): AliasedSelectQueryBuilder<VisibleRow, 'v'> {
  const statuses = filters.status_overall;
  const signing = db
    .selectFrom('signatures as s')
    .select(['s.request_id', 's.request_created_at as created_at'])
    // Kept equal to the request's created_at by trigger (migration 1200).
    .$narrowType<{ created_at: Date }>()
    .where('s.email', 'in', signerKeys(scope))
    .$if(statuses !== undefined, (q) => q.where('s.request_status', 'in', statuses ?? []));
  if (ownSignatureStatus) {
    // One entry per request, even where the address signs it twice.
    return signing.where('s.status_code', '=', ownSignatureStatus).distinct().as('v');
  }
  const owned = db
    .selectFrom('signature_requests as mine')
    .select(['mine.id as request_id', 'mine.created_at'])
    .where('mine.owner_id', '=', scope.userId)
    .$if(statuses !== undefined, (q) => q.where('mine.status_overall', 'in', statuses ?? []))
    // Holders are their owner's drafts without signers: only this branch can find them.
    .$if(filters.withoutDocumentHolders === true, (q) =>
      q.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('api_document_holders as holder')
              .select('holder.request_id')
              .whereRef('holder.request_id', '=', 'mine.id'),
          ),
        ),
      ),
    );
  const observing = db
    .selectFrom('observers as o')
    .innerJoin('signature_requests as watched', 'watched.id', 'o.request_id')
    .select(['o.request_id', 'watched.created_at'])
    // The caller's address, and their groups' ids for the groups that observe (ADR 0915).
    .where('o.email', 'in', signerKeys(scope))
    .where('watched.status_overall', '!=', 'DRAFT')
    .$if(statuses !== undefined, (q) => q.where('watched.status_overall', 'in', statuses ?? []));
  return owned
    .union(signing.where('s.request_status', '!=', 'DRAFT'))
    .union(observing)
    .as('v');
}

/** The §7 filters on the request's own row (`r`): drafts only for their owner, the title. */
function requestConditions(
  eb: ExpressionBuilder<DB & { r: DB['signature_requests'] }, 'r'>,
  scope: ListScope,
  filters: ListFilters,
  draftsNeedOwner: boolean,
) {
  const conditions = [];
  if (draftsNeedOwner) {
    conditions.push(
      eb.or([eb('r.owner_id', '=', scope.userId), eb('r.status_overall', '!=', 'DRAFT')]),
    );
  }
  if (filters.search) {
    conditions.push(eb('r.title', 'ilike', `%${escapeLike(filters.search)}%`));
  }
  return conditions;
}

/** The §7 filters on the request's signatures, for the request `v.request_id`. */
function signatureConditions(
  eb: ExpressionBuilder<DB & { v: VisibleRow }, 'v'>,
  scope: ListScope,
  filters: ListFilters,
) {
  const conditions = [];
  // The caller's own address stands for their signer groups' signatures too (§4 pending: none
  // of theirs open, a group's included).
  const keys = (email: string) => (email === scope.email ? signerKeys(scope) : [email]);
  if (filters.signature_status) {
    const own = eb
      .selectFrom('signatures')
      .whereRef('signatures.request_id', '=', 'v.request_id')
      .where('signatures.status_code', '=', filters.signature_status);
    const mine = filters.account_email
      ? own.where('signatures.email', 'in', keys(filters.account_email))
      : own;
    if (filters.signatures_count === undefined) {
      conditions.push(eb.exists(mine.select('signatures.sid')));
    } else if (filters.signatures_count === 0) {
      // §4 pending: none of that status (an anti-join, not a count for every request).
      conditions.push(eb.not(eb.exists(mine.select('signatures.sid'))));
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
          .whereRef('signatures.request_id', '=', 'v.request_id')
          .where('signatures.email', 'in', keys(filters.account_email)),
      ),
    );
  }
  return conditions;
}

interface VisibleRow {
  request_id: string;
  created_at: Date;
}

/** A page of request ids with the column it is sorted by, and the count of them all. */
interface PageQuery {
  /** Rows of `request_id` and `sort_key` (the column the list is sorted by): the page in its order. */
  ids: Expression<unknown>;
  /** Every entry of the list (a scalar subquery or expression). */
  count: Expression<number>;
  /** Every entry, `request_id` and `sort_key`, read once for the page and the count (`matches`). */
  matches?: Expression<unknown>;
}

/**
 * The inbox's own signatures (§4 toSign: account_email is the caller's, with a signature_status and
 * no signatures_count), newest first: one range scan of signatures_inbox, which carries the
 * request's status and creation time, so the page costs the same whatever the account's history.
 */
function bySignature(
  db: Executor,
  scope: ListScope,
  filters: ListFilters & { signature_status: string },
  page: Pick<SignatureRequestListQuery, 'page_number' | 'page_size' | 'sort'>,
): PageQuery {
  const statuses = filters.status_overall;
  // The request's own columns are needed to filter only for a search or for drafts (which only
  // their owner sees); otherwise the count reads the index alone.
  const needsRequest =
    Boolean(filters.search) || statuses === undefined || statuses.includes('DRAFT');
  /** The caller's signatures that match, hidden requests included. */
  const signatures = () => {
    const own = db
      .selectFrom('signatures as s')
      .where('s.email', 'in', signerKeys(scope))
      .where('s.status_code', '=', filters.signature_status)
      .$if(statuses !== undefined, (q) => q.where('s.request_status', 'in', statuses ?? []));
    if (!needsRequest) return own;
    return own
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
  };
  // One entry per request, even where one address signs it twice: grouping on the index's own
  // order keeps the scan streaming, so it stops after the page.
  const ids = signatures()
    .where((eb) => notHidden(eb, scope.userId, 's.request_id'))
    .select(['s.request_id', 's.request_created_at as sort_key'])
    .groupBy(['s.request_created_at', 's.request_id'])
    .orderBy('s.request_created_at', page.sort)
    .orderBy('s.request_id', page.sort)
    .limit(page.page_size)
    .offset((page.page_number - 1) * page.page_size);
  // The total is every request the range holds, less those of them the caller hid: the range is
  // counted from the index alone (grouped in its order, no sort), and only the caller's few hidden
  // requests are looked up, instead of a hidden-check for every entry of the account's history.
  const entries = db
    .selectFrom(
      signatures()
        .select('s.request_id')
        .groupBy(['s.request_created_at', 's.request_id'])
        .as('entries'),
    )
    .select(sql<number>`count(*)`.as('n'));
  const hidden = db
    .selectFrom('request_hidden as h')
    .where('h.user_id', '=', scope.userId)
    .where((eb) =>
      eb.exists(
        signatures().select('s.request_id').where(sql<boolean>`s.request_id = h.request_id`),
      ),
    )
    .select(sql<number>`count(*)`.as('n'));
  return { ids, count: sql<number>`(${entries}) - (${hidden})` };
}

/** The request in `column` is not one the caller hid from their lists. */
// biome-ignore lint/suspicious/noExplicitAny: any query that has the request id column.
function notHidden(eb: ExpressionBuilder<any, any>, userId: string, column: string) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('request_hidden')
        .select('request_hidden.request_id')
        .where('request_hidden.user_id', '=', userId)
        .whereRef('request_hidden.request_id', '=', column),
    ),
  );
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
 * One page of the requests the caller may see, as the JSON text of the contract's SignatureRequest
 * items (each with its documents, signatures, observers, attachments, owner and the caller's
 * roles), and the total: one statement whatever the filters, the page or its size, also past
 * the last page.
 */
export async function listVisiblePage(
  db: Executor,
  scope: ListScope,
  filters: ListFilters,
  page: ListPage,
  url: SigningUrl,
): Promise<{ json: string; total: number }> {
  const { signature_status } = filters;
  const query =
    signature_status && readsInboxIndex(scope, filters, page)
      ? bySignature(db, scope, { ...filters, signature_status }, page)
      : byVisibility(db, scope, filters, page);
  const direction = sql.raw(page.sort === 'asc' ? 'ASC' : 'DESC');
  const { rows } = await sql<{ total: number; items: string }>`
    ${query.matches ? sql`WITH matches AS MATERIALIZED (${query.matches})` : sql``}
    SELECT (${query.count}) AS total,
           coalesce('[' || string_agg(${itemText(scope, url)}, ','
             ORDER BY page.sort_key ${direction}, page.request_id ${direction}) || ']', '[]') AS items
    FROM (${query.ids}) page
    JOIN request_list_items li ON li.request_id = page.request_id
    LEFT JOIN users ow ON ow.id = li.owner_id`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the list statement returned no row');
  return { json: row.items, total: Number(row.total) };
}

/**
 * The page's request ids and their count, through the owner, signer and observer lookups. The
 * requests that match are found once (a materialised CTE) and both sorted for the page and
 * counted; the request's row is read only where a filter or the sort needs it.
 */
function byVisibility(
  db: Executor,
  scope: ListScope,
  filters: ListFilters,
  page: ListPage,
): PageQuery {
  const ownSignatureStatus =
    filters.account_email === scope.email &&
    filters.signature_status &&
    filters.signatures_count === undefined
      ? filters.signature_status
      : undefined;
  const statuses = filters.status_overall;
  const draftsNeedOwner =
    ownSignatureStatus !== undefined && (statuses === undefined || statuses.includes('DRAFT'));
  // The own-signature filter is the way in itself; the other filters look at the request.
  const requestFilters = ownSignatureStatus ? { search: filters.search } : filters;
  // The request's row is read only for the draft rule, a search or another sort.
  const needsRequest =
    page.order_by !== 'created_at' || draftsNeedOwner || Boolean(requestFilters.search);
  const visible = db
    .selectFrom(visibleRequests(db, scope, filters, ownSignatureStatus))
    .where((eb) =>
      eb.and([
        notHidden(eb, scope.userId, 'v.request_id'),
        ...signatureConditions(eb, scope, requestFilters),
      ]),
    );
  const matches = needsRequest
    ? visible
        .innerJoin('signature_requests as r', 'r.id', 'v.request_id')
        .where((eb) => eb.and(requestConditions(eb, scope, requestFilters, draftsNeedOwner)))
        .select(['v.request_id', `r.${page.order_by} as sort_key`])
    : visible.select(['v.request_id', 'v.created_at as sort_key']);
  const direction = sql.raw(page.sort === 'asc' ? 'ASC' : 'DESC');
  return {
    matches,
    ids: sql`SELECT request_id, sort_key FROM matches
             ORDER BY sort_key ${direction}, request_id ${direction}
             LIMIT ${page.page_size} OFFSET ${(page.page_number - 1) * page.page_size}`,
    count: sql<number>`SELECT count(*) FROM matches`,
  };
}
