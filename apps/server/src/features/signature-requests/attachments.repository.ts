import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { AttachmentsTable } from '../../db/tables/signature-requests.tables.ts';

export async function insertAttachment(
  db: Executor,
  row: Insertable<AttachmentsTable>,
): Promise<void> {
  await db.insertInto('attachments').values(row).execute();
}

export async function deleteAttachment(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('attachments').where('id', '=', id).execute();
}
