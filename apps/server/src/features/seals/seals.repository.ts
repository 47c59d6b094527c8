import type { Executor } from '../../db/database.ts';
import type { SealQuality, SealRow, StoredSealCredential } from '../../db/tables/signing.tables.ts';

/** The seal, only when `userId` is one of its members (anything else: not there). */
export function findSealOfMember(
  db: Executor,
  accountName: string,
  userId: string,
): Promise<SealRow | undefined> {
  return db
    .selectFrom('seals')
    .innerJoin('seal_members', 'seal_members.account_name', 'seals.account_name')
    .selectAll('seals')
    .where('seals.account_name', '=', accountName)
    .where('seal_members.user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The seal, when `userId` is the user of an API account given the right to seal with it, and the
 * seal is still its business's (ADR 0910). `lock`: read inside the signing's transaction and kept
 * under a share lock, so that a reset, a delete or a withdrawn right waits for the signing.
 */
export function findSealOfApiAccount(
  db: Executor,
  accountName: string,
  userId: string,
  lock = false,
): Promise<SealRow | undefined> {
  const query = db
    .selectFrom('api_accounts as a')
    .innerJoin('seals', (join) =>
      join
        .onRef('seals.account_name', '=', 'a.seal_account_name')
        .onRef('seals.business_id', '=', 'a.business_id'),
    )
    .selectAll('seals')
    .where('a.user_id', '=', userId)
    .where('a.seal_account_name', '=', accountName);
  return (lock ? query.forShare('a') : query).executeTakeFirst();
}

/** The seals `userId` is a member of, by account name (§3 signatureQualities seal.aes, seal.qes). */
export function findSealsOfMember(
  db: Executor,
  userId: string,
): Promise<Pick<SealRow, 'account_name' | 'display_name' | 'quality'>[]> {
  return db
    .selectFrom('seals')
    .innerJoin('seal_members', 'seal_members.account_name', 'seals.account_name')
    .select(['seals.account_name', 'seals.display_name', 'seals.quality'])
    .where('seal_members.user_id', '=', userId)
    .orderBy('seals.account_name')
    .execute();
}

/** The id of the account with this address (members must have one). */
export async function findAccountIdByEmail(
  db: Executor,
  email: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Whether `userId` may still seal with it, read inside the signing's own transaction and kept
 * under a share lock until it commits: a removal that committed before is seen here, and one
 * that comes later waits for this signing (docs/decisions/0710). A seal of a business also needs
 * the signer to be in that business still.
 */
export async function lockSealMembership(
  db: Executor,
  accountName: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('seal_members as m')
    .innerJoin('seals as s', 's.account_name', 'm.account_name')
    .select('m.user_id')
    .where('m.account_name', '=', accountName)
    .where('m.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('s.business_id', 'is', null),
        eb.exists(
          eb
            .selectFrom('business_members as b')
            .select('b.user_id')
            .whereRef('b.business_id', '=', 's.business_id')
            .where('b.user_id', '=', userId),
        ),
      ]),
    )
    .forShare('m')
    .executeTakeFirst();
  if (row) return true;
  return (await findSealOfApiAccount(db, accountName, userId, true)) !== undefined;
}

export function lockSeal(db: Executor, accountName: string): Promise<SealRow | undefined> {
  return db
    .selectFrom('seals')
    .selectAll()
    .where('account_name', '=', accountName)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertSeal(
  db: Executor,
  seal: {
    accountName: string;
    displayName: string;
    quality: SealQuality;
    at: Date;
    businessId?: string | null;
    organisationName?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('seals')
    .values({
      account_name: seal.accountName,
      display_name: seal.displayName,
      quality: seal.quality,
      credential: JSON.stringify(null),
      created_at: seal.at,
      business_id: seal.businessId ?? null,
      organisation_name: seal.organisationName ?? null,
    })
    .execute();
}

export async function addSealMember(
  db: Executor,
  accountName: string,
  userId: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto('seal_members')
    .values({ account_name: accountName, user_id: userId, added_at: at })
    .onConflict((conflict) => conflict.columns(['account_name', 'user_id']).doNothing())
    .execute();
}

export async function storeSealCredential(
  db: Executor,
  accountName: string,
  credential: StoredSealCredential,
): Promise<void> {
  await db
    .updateTable('seals')
    .set({ credential: JSON.stringify(credential) })
    .where('account_name', '=', accountName)
    .execute();
}
