import { type Insertable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { BusinessesTable, BusinessRow } from '../../db/tables/business.tables.ts';
import type { BusinessParts } from './business-view.ts';

export async function insertBusiness(
  db: Executor,
  business: Insertable<BusinessesTable>,
): Promise<BusinessRow> {
  return db.insertInto('businesses').values(business).returningAll().executeTakeFirstOrThrow();
}

/** Locks the business for the rest of the transaction: member changes are serialised per business. */
export function lockBusiness(db: Executor, id: string): Promise<BusinessRow | undefined> {
  return db
    .selectFrom('businesses')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateBusinessRow(
  db: Executor,
  id: string,
  changes: Updateable<BusinessesTable>,
): Promise<BusinessRow> {
  return db
    .updateTable('businesses')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Members, invitations, domains and usage go with it (cascade); requests keep their owner. */
export async function deleteBusinessRow(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('businesses').where('id', '=', id).execute();
}

/**
 * The stamp images of the business's seals: the seals go with the business (on delete cascade),
 * their images are released after it like its logos.
 */
export async function sealImagesOf(db: Executor, businessId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('seals')
    .select('image_hash')
    .where('business_id', '=', businessId)
    .where('image_hash', 'is not', null)
    .execute();
  return rows.map((row) => row.image_hash!);
}

/** Businesses whose grace period has ended (partial index on deletion_scheduled_at). */
export async function findDueDeletions(db: Executor, now: Date, limit: number) {
  const rows = await db
    .selectFrom('businesses')
    .select('id')
    .where('deletion_scheduled_at', 'is not', null)
    .where('deletion_scheduled_at', '<=', now)
    .orderBy('deletion_scheduled_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The lists of §3 Business: admins, everyone, open invitations and claimed domains. */
export async function loadBusinessParts(
  db: Executor,
  businessId: string,
  now: Date,
): Promise<BusinessParts> {
  const people = await db
    .selectFrom('business_members')
    .select(['user_id', 'role'])
    .where('business_id', '=', businessId)
    .orderBy('joined_at')
    .orderBy('user_id')
    .execute();
  const invited = await db
    .selectFrom('business_invitations')
    .select('email')
    .where('business_id', '=', businessId)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('declined_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('email')
    .execute();
  const domains = await listDomains(db, businessId);
  return {
    admins: people.filter((row) => row.role === 'admin').map((row) => row.user_id),
    members: people.map((row) => row.user_id),
    invitedMembers: invited.map((row) => row.email),
    domains,
  };
}

export async function listDomains(db: Executor, businessId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('business_domains')
    .select('domain')
    .where('business_id', '=', businessId)
    .orderBy('domain')
    .execute();
  return rows.map((row) => row.domain);
}

/** The business that claimed `domain`, if any. */
export async function findDomainOwner(db: Executor, domain: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('business_domains')
    .select('business_id')
    .where('domain', '=', domain)
    .executeTakeFirst();
  return row?.business_id;
}

/** A plain insert: the primary key decides a race between two businesses (DOMAIN_TAKEN). */
export async function insertDomain(
  db: Executor,
  claim: { domain: string; businessId: string; claimedBy: string; at: Date },
): Promise<void> {
  await db
    .insertInto('business_domains')
    .values({
      domain: claim.domain,
      business_id: claim.businessId,
      claimed_by: claim.claimedBy,
      claimed_at: claim.at,
    })
    .execute();
}

export async function deleteDomain(
  db: Executor,
  businessId: string,
  domain: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('business_domains')
    .where('business_id', '=', businessId)
    .where('domain', '=', domain)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether any business shows `hash` as its logo now or did (logoHistory). */
export async function isLogoReferenced(db: Executor, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom('businesses')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('logo_hash', '=', hash),
        sql<boolean>`settings -> 'logoHistory' @> ${JSON.stringify([hash])}::jsonb`,
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
