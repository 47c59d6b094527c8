import type { Executor } from '../../db/database.ts';
import type { IdentificationOidcFlowRow } from '../../db/tables/identification.tables.ts';

/** A new sign-in at the eID for the identification (the previous one, if any, is replaced). */
export async function putFlow(db: Executor, flow: IdentificationOidcFlowRow): Promise<void> {
  const { identification_id: _id, ...rest } = flow;
  await db
    .insertInto('identification_oidc_flows')
    .values(flow)
    .onConflict((c) => c.column('identification_id').doUpdateSet(rest))
    .execute();
}

/** The person's newest sign-in at that eID still waiting for its answer, locked. */
export function waitingFlow(
  db: Executor,
  userId: string,
  eid: string,
): Promise<IdentificationOidcFlowRow | undefined> {
  return db
    .selectFrom('identification_oidc_flows as f')
    .innerJoin('identifications as i', 'i.id', 'f.identification_id')
    .selectAll('f')
    .where('i.user_id', '=', userId)
    .where('f.eid', '=', eid)
    .where('f.state_hash', 'is not', null)
    .where('i.status', '=', 'initialized')
    .orderBy('f.created_at', 'desc')
    .limit(1)
    .forUpdate('f')
    .executeTakeFirst();
}

/** The answer came: the state and the secrets go, so the same answer never counts twice. */
export async function spend(db: Executor, identificationId: string): Promise<void> {
  await db
    .updateTable('identification_oidc_flows')
    .set({ state_hash: null, secrets_sealed: null })
    .where('identification_id', '=', identificationId)
    .execute();
}

export async function keepClaims(db: Executor, identificationId: string, sealed: string) {
  await db
    .updateTable('identification_oidc_flows')
    .set({ claims_sealed: sealed })
    .where('identification_id', '=', identificationId)
    .execute();
}

/**
 * Retention: the sealed claims of identifications decided before `cutoff`, and the secrets of
 * sign-ins that expired unanswered, are deleted. The number of rows changed.
 */
export async function forgetBefore(db: Executor, cutoff: Date, now: Date): Promise<number> {
  const claims = await db
    .updateTable('identification_oidc_flows')
    .set({ claims_sealed: null })
    .where('claims_sealed', 'is not', null)
    .where('identification_id', 'in', (eb) =>
      eb.selectFrom('identifications').select('id').where('decided_at', '<', cutoff),
    )
    .executeTakeFirst();
  const secrets = await db
    .updateTable('identification_oidc_flows')
    .set({ state_hash: null, secrets_sealed: null })
    .where('secrets_sealed', 'is not', null)
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(claims.numUpdatedRows) + Number(secrets.numUpdatedRows);
}
