import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/database.ts';
import type {
  BusinessMemberRole,
  StoredAesForBusiness,
  StoredBusinessSettings,
} from '../../src/db/tables/business.tables.ts';

/**
 * Test set-up of businesses written straight into their tables (businesses, business_members,
 * business_domains), for the effects of business settings elsewhere; the business calls
 * themselves are tested through the API.
 */
export async function insertBusiness(
  db: Database,
  input: {
    name?: string;
    admin: string;
    members?: string[];
    domains?: string[];
    settings?: StoredBusinessSettings;
    logo?: { hash: string; width: number; height: number };
  },
): Promise<{ id: string; name: string }> {
  const id = randomUUID();
  const name = input.name ?? `Business ${id.slice(0, 8)}`;
  const now = new Date();
  await db
    .insertInto('businesses')
    .values({
      id,
      name,
      email: `office-${id.slice(0, 8)}@example.com`,
      payment_state: 'MANUAL',
      settings: JSON.stringify(input.settings ?? {}),
      logo_hash: input.logo?.hash ?? null,
      logo_width: input.logo?.width ?? null,
      logo_height: input.logo?.height ?? null,
      created_by: input.admin,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await addMember(db, id, input.admin, 'admin');
  for (const member of input.members ?? []) await addMember(db, id, member, 'member');
  for (const domain of input.domains ?? []) await claimDomain(db, id, domain, input.admin);
  return { id, name };
}

export async function addMember(
  db: Database,
  businessId: string,
  userId: string,
  role: BusinessMemberRole = 'member',
): Promise<void> {
  await db
    .insertInto('business_members')
    .values({ user_id: userId, business_id: businessId, role, joined_at: new Date() })
    .execute();
}

export async function removeMember(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('business_members').where('user_id', '=', userId).execute();
}

export async function claimDomain(
  db: Database,
  businessId: string,
  domain: string,
  claimedBy: string | null = null,
): Promise<void> {
  await db
    .insertInto('business_domains')
    .values({ domain, business_id: businessId, claimed_by: claimedBy, claimed_at: new Date() })
    .execute();
}

export async function releaseDomain(db: Database, domain: string): Promise<void> {
  await db.deleteFrom('business_domains').where('domain', '=', domain).execute();
}

export async function setSettings(
  db: Database,
  businessId: string,
  settings: StoredBusinessSettings,
): Promise<void> {
  await db
    .updateTable('businesses')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', businessId)
    .execute();
}

export async function readAesForBusiness(db: Database, businessId: string) {
  return db
    .selectFrom('businesses')
    .select(['aes4biz', 'aes4biz_confirmed_at'])
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow() as Promise<{
    aes4biz: StoredAesForBusiness | null;
    aes4biz_confirmed_at: Date | null;
  }>;
}

/** The business's usage counters, all months: `kind` or `kind:level` → count. */
export async function usageOf(db: Database, businessId: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('business_usage')
    .select(['kind', 'level', 'count'])
    .where('business_id', '=', businessId)
    .execute();
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const key = row.level ? `${row.kind}:${row.level}` : row.kind;
    counts[key] = (counts[key] ?? 0) + Number(row.count);
  }
  return counts;
}
