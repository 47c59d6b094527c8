import type { Legislation } from '@signet/trust';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** What AES for business vouches for one account: the business and its legislation. */
export interface Vouch {
  businessId: string;
  businessName: string;
  legislation: Legislation;
}

/**
 * The one rule of AES for business, as a sub-select on the users row `alias`: the account is a
 * member or admin of a business whose AES for business is enabled and confirmed by its
 * representative, and its e-mail address is verified and in one of the business's aes4biz domains
 * that the business still claims. JSON `Vouch`, or null. Read live: disabling, a domain released,
 * the member removed or the address changed take it away at once.
 */
export function vouchOf(alias: string): RawBuilder<Vouch | null> {
  const email = sql.ref(`${alias}.email`);
  const domain = sql`lower(split_part(${email}, '@', 2))`;
  return sql<Vouch | null>`(SELECT json_build_object('businessId', b.id, 'businessName', b.name,
      'legislation', b.aes4biz->>'legislation')
    FROM business_members m JOIN businesses b ON b.id = m.business_id
    WHERE m.user_id = ${sql.ref(`${alias}.id`)} AND ${sql.ref(`${alias}.email_verified`)}
      AND (b.aes4biz->>'enabled')::boolean AND b.aes4biz_confirmed_at IS NOT NULL
      AND b.aes4biz->'domains' @> jsonb_build_array(${domain})
      AND EXISTS (SELECT 1 FROM business_domains d WHERE d.business_id = b.id AND d.domain = ${domain}))`;
}

/** The account's vouch, read on its own (GET /v1/user and the qualities detail). */
export async function findVouch(db: Executor, userId: string): Promise<Vouch | null> {
  const row = await db
    .selectFrom('users as u')
    .select(vouchOf('u').as('vouch'))
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row?.vouch ?? null;
}

/** For AccountQualities (levels): the legislations the account is vouched for under. */
export function vouchedLegislations(db: Executor) {
  return async (user: { id: string }): Promise<Legislation[]> => {
    const vouch = await findVouch(db, user.id);
    return vouch ? [vouch.legislation] : [];
  };
}
