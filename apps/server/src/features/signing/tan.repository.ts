import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { TanDecision, TanRow } from './tan-decision.ts';

/** The account's TAN row as read before signing, with its row version for a conditional update. */
export interface TanState extends TanRow {
  /** The row version (`xmin`): an update made on this reading applies only if nothing changed since. */
  version: string;
}

export function findTan(db: Executor, userId: string, lock = false) {
  const query = db.selectFrom('signing_tans').selectAll().where('user_id', '=', userId);
  return (lock ? query.forUpdate() : query).executeTakeFirst() as Promise<TanRow | undefined>;
}

/** A new TAN for these requests, replacing any earlier one (the caller holds the row lock). */
export async function saveTan(
  tx: Executor,
  userId: string,
  values: {
    tan_hash: string;
    request_ids: string[];
    created_at: Date;
    expires_at: Date;
    failures: number;
  },
  exists: boolean,
): Promise<void> {
  const row = { ...values, request_ids: JSON.stringify(values.request_ids), locked_until: null };
  if (exists) await tx.updateTable('signing_tans').set(row).where('user_id', '=', userId).execute();
  else
    await tx
      .insertInto('signing_tans')
      .values({ user_id: userId, ...row })
      .execute();
}

export async function updateTan(
  tx: Executor,
  userId: string,
  changes: NonNullable<TanDecision['changes']>,
): Promise<void> {
  await tx.updateTable('signing_tans').set(changes).where('user_id', '=', userId).execute();
}

/**
 * Writes a try's outcome only if the row is still the version read (`xmin`); false when it
 * changed meanwhile. `flushLater`: the write need not wait for its own flush to disk
 * (docs/decisions/0601) — a right TAN's spending, whose signature's commit flushes it anyway.
 */
export async function updateTanIfUnchanged(
  db: Executor,
  userId: string,
  version: string,
  changes: NonNullable<TanDecision['changes']>,
  flushLater: boolean,
): Promise<boolean> {
  let update = db
    .updateTable('signing_tans')
    .set(changes)
    .where('user_id', '=', userId)
    .where(sql<boolean>`xmin = ${version}::xid`);
  if (flushLater)
    update = update.where(sql<boolean>`set_config('synchronous_commit', 'off', true) IS NOT NULL`);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
