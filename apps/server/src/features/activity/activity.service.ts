import {
  type AccountActivityPage,
  type ActivityListQuery,
  type ActivityRangeQuery,
  type IdentificationActivityPage,
  type SignatureActivityPage,
  type SignatureExportQuery,
  type SignatureSummary,
  SUMMARY_MEMBERS,
} from '@signet/contract';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/actor.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { businessAccess, businessRoleAccess } from '../business/index.ts';
import {
  countAccountActivities,
  countIdentificationActivities,
  countSignatureActivities,
  type PageRequest,
  pageAccountActivities,
  pageIdentificationActivities,
  pageSignatureActivities,
} from './activity.repository.ts';
import { identificationCsv, signatureCsv } from './activity-csv.ts';
import { monthLevelCounts, topSigners } from './activity-export.repository.ts';
import { activityRange } from './activity-range.ts';
import {
  toAccountActivity,
  toIdentificationActivity,
  toSignatureActivity,
} from './activity-views.ts';

/** A CSV answer: its Content-Disposition and its text, produced as it is sent. */
export interface CsvFile {
  disposition: string;
  chunks: AsyncIterable<string>;
}

function pageOf<T>(query: ActivityListQuery, total: number, activities: T[]) {
  return {
    total_pages: Math.ceil(total / query.size),
    total_items: total,
    current_page: query.page,
    size: query.size,
    activities,
  };
}

const pageRequest = (query: ActivityListQuery): PageRequest => ({
  offset: (query.page - 1) * query.size,
  limit: query.size,
  sort: query.sort,
});

/** "Signatures 2026-01-01 to 2026-03-31", or without the dates that were not given. */
function fileName(business: string, what: string, query: ActivityRangeQuery): string {
  const dates = [query.start_date, query.end_date].filter(Boolean).join(' to ');
  return [business, what, dates].filter(Boolean).join(' ');
}

/** §7 "Activity": what happened in a business, for its admins. */
export class ActivityService {
  constructor(private readonly deps: { db: Database }) {}

  private async admin(actor: Actor, id: string): Promise<void> {
    await businessRoleAccess(this.deps.db, { userId: actor.userId, businessId: id, need: 'admin' });
  }

  async accounts(actor: Actor, id: string, query: ActivityListQuery): Promise<AccountActivityPage> {
    await this.admin(actor, id);
    const range = activityRange(query);
    const [total, rows] = await Promise.all([
      countAccountActivities(this.deps.db, id, range),
      pageAccountActivities(this.deps.db, id, range, pageRequest(query)),
    ]);
    return pageOf(query, total, rows.map(toAccountActivity));
  }

  async signatures(
    actor: Actor,
    id: string,
    query: ActivityListQuery,
  ): Promise<SignatureActivityPage> {
    await this.admin(actor, id);
    return this.signaturesOfBusiness(id, query);
  }

  /** The same page for a caller already bound to the business (its public-API account). */
  async signaturesOfBusiness(id: string, query: ActivityListQuery): Promise<SignatureActivityPage> {
    const range = activityRange(query);
    const [total, rows] = await Promise.all([
      countSignatureActivities(this.deps.db, id, range),
      pageSignatureActivities(this.deps.db, id, range, pageRequest(query)),
    ]);
    return pageOf(query, total, rows.map(toSignatureActivity));
  }

  async identifications(
    actor: Actor,
    id: string,
    query: ActivityListQuery,
  ): Promise<IdentificationActivityPage> {
    await this.admin(actor, id);
    const range = activityRange(query);
    const [total, rows] = await Promise.all([
      countIdentificationActivities(this.deps.db, id, range),
      pageIdentificationActivities(this.deps.db, id, range, pageRequest(query)),
    ]);
    return pageOf(query, total, rows.map(toIdentificationActivity));
  }

  async summary(actor: Actor, id: string, query: ActivityRangeQuery): Promise<SignatureSummary> {
    await this.admin(actor, id);
    const range = activityRange(query);
    const [months, members] = await Promise.all([
      monthLevelCounts(this.deps.db, id, range),
      topSigners(this.deps.db, id, range, SUMMARY_MEMBERS),
    ]);
    const total = months.reduce((sum, row) => sum + row.count, 0);
    const named = members.map((row) => ({ ...row, count: Number(row.count) }));
    return {
      months,
      members: named,
      others: total - named.reduce((sum, row) => sum + row.count, 0),
      total,
    };
  }

  async exportSignatures(actor: Actor, id: string, query: SignatureExportQuery): Promise<CsvFile> {
    const { business } = await businessAccess(this.deps.db, {
      userId: actor.userId,
      businessId: id,
      need: 'admin',
    });
    const what = query.group_by === 'none' ? 'signatures' : `signatures by ${query.group_by}`;
    return {
      disposition: contentDisposition('attachment', fileName(business.name, what, query), 'csv'),
      chunks: signatureCsv(this.deps.db, id, activityRange(query), query.group_by),
    };
  }

  async exportIdentifications(
    actor: Actor,
    id: string,
    query: ActivityRangeQuery,
  ): Promise<CsvFile> {
    const { business } = await businessAccess(this.deps.db, {
      userId: actor.userId,
      businessId: id,
      need: 'admin',
    });
    return {
      disposition: contentDisposition(
        'attachment',
        fileName(business.name, 'identifications', query),
        'csv',
      ),
      chunks: identificationCsv(this.deps.db, id, activityRange(query)),
    };
  }
}
