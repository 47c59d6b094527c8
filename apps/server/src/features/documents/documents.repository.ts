import type { Executor } from '../../db/database.ts';

export async function deleteDocument(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('documents').where('id', '=', id).execute();
}
