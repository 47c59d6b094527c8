import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ObserversTable, SignatureRow } from '../../db/tables/signature-requests.tables.ts';

/** Moves a signature to its place among the request's signers. */
export async function setSignaturePosition(
  db: Executor,
  sid: string,
  position: number,
): Promise<void> {
  await db.updateTable('signatures').set({ position }).where('sid', '=', sid).execute();
}

/** A signature as stored; throws when it is not there. */
export function findSignatureOrThrow(db: Executor, sid: string): Promise<SignatureRow> {
  return db.selectFrom('signatures').selectAll().where('sid', '=', sid).executeTakeFirstOrThrow();
}

export async function insertObserver(db: Executor, row: Insertable<ObserversTable>): Promise<void> {
  await db.insertInto('observers').values(row).execute();
}

export async function deleteObserver(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('observers').where('id', '=', id).execute();
}
