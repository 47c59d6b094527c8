import { AppError, BUSINESS_DELETION_GRACE_DAYS, type Business } from '@signet/contract';
import type { Actor } from '../../http/actor.ts';
import type { BusinessService } from './business.service.ts';
import { businessAccess } from './business-access.ts';
import type { BusinessDeps } from './business-deps.ts';
import {
  deleteBusinessRow,
  findDueDeletions,
  lockBusiness,
  sealImagesOf,
  updateBusinessRow,
} from './businesses.repository.ts';
import { LOGO_HISTORY, releaseLogos } from './logo-blobs.ts';
import { flagAccounts, listAllMembers } from './members.repository.ts';

const DAY_MS = 24 * 60 * 60_000;
const BATCH = 20;

/**
 * Deleting a business (§6 "business deleted"): scheduled with a grace period in which it can be
 * revoked; when the grace ends, the deletion job tells every member and removes the business.
 * Requests stay with their owners (their business_id becomes null).
 */
export class BusinessDeletion {
  constructor(
    private readonly deps: BusinessDeps,
    private readonly businesses: BusinessService,
  ) {}

  async schedule(actor: Actor, id: string): Promise<Business> {
    const { db, clock } = this.deps;
    await businessAccess(db, {
      userId: actor.userId,
      businessId: id,
      need: 'admin',
      changes: true,
    });
    const now = clock();
    const row = await updateBusinessRow(db, id, {
      deletion_scheduled_at: new Date(now.getTime() + BUSINESS_DELETION_GRACE_DAYS * DAY_MS),
      updated_at: now,
    });
    return this.businesses.view(row);
  }

  /** Within the grace period only; afterwards the business is being deleted. */
  async revoke(actor: Actor, id: string): Promise<Business> {
    const { db, clock } = this.deps;
    await businessAccess(db, { userId: actor.userId, businessId: id, need: 'admin' });
    const now = clock();
    const row = await db.transaction().execute(async (tx) => {
      const current = await lockBusiness(tx, id);
      const scheduled = current?.deletion_scheduled_at;
      if (!scheduled || new Date(scheduled).getTime() <= now.getTime()) {
        throw new AppError(
          'BUSINESS_NOT_DELETING',
          scheduled
            ? 'The grace period has ended; the business is being deleted'
            : 'No deletion of this business is scheduled',
        );
      }
      return updateBusinessRow(tx, id, { deletion_scheduled_at: null, updated_at: now });
    });
    return this.businesses.view(row);
  }

  /** Deletes every business whose grace period has ended; answers how many. */
  async runDue(now: Date): Promise<number> {
    let deleted = 0;
    for (;;) {
      const due = await findDueDeletions(this.deps.db, now, BATCH);
      for (const id of due) if (await this.deleteNow(id, now)) deleted++;
      if (due.length < BATCH) return deleted;
    }
  }

  /**
   * One transaction: the members are flagged (business_deleted) and their mails queued with the
   * deletion, so a crash leaves either the business or all of it done, and a retry sends nothing
   * twice.
   */
  private async deleteNow(id: string, now: Date): Promise<boolean> {
    const { db, mail, jobs, blobs } = this.deps;
    const removed = await db.transaction().execute(async (tx) => {
      const row = await lockBusiness(tx, id);
      const scheduled = row?.deletion_scheduled_at;
      if (!row || !scheduled || new Date(scheduled).getTime() > now.getTime()) return undefined;
      const people = await listAllMembers(tx, id);
      await flagAccounts(
        tx,
        people.map((person) => person.user_id),
        'business_deleted',
        now,
      );
      await mail.toAccounts(
        'businessDeleted',
        people,
        { businessName: row.name },
        { db: tx, keyPrefix: `business-deleted:${id}` },
      );
      const sealImages = await sealImagesOf(tx, id);
      await deleteBusinessRow(tx, id);
      return { row, sealImages };
    });
    if (!removed) return false;
    jobs.nudge();
    const history = (removed.row.settings.logoHistory ?? []).slice(0, LOGO_HISTORY);
    await releaseLogos(db, blobs, [removed.row.logo_hash, ...history, ...removed.sealImages], now);
    return true;
  }
}
