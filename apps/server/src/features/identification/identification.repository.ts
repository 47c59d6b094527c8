import type { Executor } from '../../db/database.ts';
import type {
  IdentificationRow,
  IdentificationsTable,
} from '../../db/tables/identification.tables.ts';

type Legislation = IdentificationsTable['legislation'];

/** The person's newest identification of one legislation and method, if any. */
export function findLatest(
  db: Executor,
  userId: string,
  legislation: Legislation,
  method: string,
): Promise<IdentificationRow | undefined> {
  return db
    .selectFrom('identifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('legislation', '=', legislation)
    .where('method', '=', method)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the person holds an approved identification of the legislation. */
export async function isIdentified(
  db: Executor,
  userId: string,
  legislation: Legislation,
): Promise<boolean> {
  const row = await db
    .selectFrom('identifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('legislation', '=', legislation)
    .where('status', '=', 'success')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findById(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<IdentificationRow | undefined> {
  let query = db.selectFrom('identifications').selectAll().where('id', '=', id);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertIdentification(
  db: Executor,
  row: Omit<
    IdentificationRow,
    | 'identity_sealed'
    | 'submitted_at'
    | 'decided_at'
    | 'decided_by'
    | 'rejection_reason'
    | 'verified_first_names'
    | 'verified_last_name'
    | 'evidence_deleted_at'
  >,
): Promise<void> {
  await db.insertInto('identifications').values(row).execute();
}

export async function updateIdentification(
  db: Executor,
  id: string,
  values: Partial<Omit<IdentificationRow, 'id' | 'user_id'>>,
): Promise<void> {
  await db.updateTable('identifications').set(values).where('id', '=', id).execute();
}

export async function deleteIdentification(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('identifications').where('id', '=', id).execute();
}

/** Which photos an identification holds. */
export async function photoKinds(db: Executor, id: string): Promise<('document' | 'face')[]> {
  const rows = await db
    .selectFrom('identification_photos')
    .select('kind')
    .where('identification_id', '=', id)
    .orderBy('kind')
    .execute();
  return rows.map((row) => row.kind);
}

export async function upsertPhoto(
  db: Executor,
  photo: {
    identification_id: string;
    kind: 'document' | 'face';
    content_type: 'image/png' | 'image/jpeg';
    sealed: Buffer;
    uploaded_at: Date;
  },
): Promise<void> {
  await db
    .insertInto('identification_photos')
    .values(photo)
    .onConflict((c) =>
      c.columns(['identification_id', 'kind']).doUpdateSet({
        content_type: photo.content_type,
        sealed: photo.sealed,
        uploaded_at: photo.uploaded_at,
      }),
    )
    .execute();
}

export function findPhoto(db: Executor, id: string, kind: 'document' | 'face') {
  return db
    .selectFrom('identification_photos')
    .select(['content_type', 'sealed'])
    .where('identification_id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** The officers' queue: submitted and undecided, oldest first, with the person. */
export function listOpen(db: Executor, limit: number) {
  return db
    .selectFrom('identifications as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .selectAll('i')
    .select(['u.first_name', 'u.last_name'])
    .where('i.status', '=', 'inprogress')
    .orderBy('i.submitted_at')
    .orderBy('i.id')
    .limit(limit)
    .execute();
}

export function findWithPerson(db: Executor, id: string) {
  return db
    .selectFrom('identifications as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .selectAll('i')
    .select(['u.first_name', 'u.last_name'])
    .where('i.id', '=', id)
    .executeTakeFirst();
}

export async function isOfficer(db: Executor, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('identification_officers')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Retention: the evidence of identifications decided before `cutoff`, or left unsubmitted since
 * then, is deleted (one with the officers waits for its decision); the row, its status and the
 * verified names stay. The ids whose evidence went.
 */
export async function deleteEvidenceBefore(
  db: Executor,
  cutoff: Date,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .updateTable('identifications')
    .set({ identity_sealed: null, evidence_deleted_at: now })
    .where('evidence_deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('decided_at', '<', cutoff),
        eb.and([
          eb('decided_at', 'is', null),
          eb('status', '!=', 'inprogress'),
          eb('updated_at', '<', cutoff),
        ]),
      ]),
    )
    .returning('id')
    .execute();
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) {
    await db.deleteFrom('identification_photos').where('identification_id', 'in', ids).execute();
  }
  return ids;
}
