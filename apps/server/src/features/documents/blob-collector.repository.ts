import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * Whether any row still refers to the blob: a document version (current or original), an
 * attachment, a signature protocol, a rendered page image or a business logo (current or earlier:
 * the same bytes uploaded as an attachment must not take a logo with them).
 */
export async function isBlobReferenced(db: Executor, hash: string): Promise<boolean> {
  const checks = await Promise.all([
    db
      .selectFrom('documents')
      .select('id')
      .where('current_hash', '=', hash)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('documents')
      .select('id')
      .where('original_hash', '=', hash)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('attachments')
      .select('id')
      .where('blob_hash', '=', hash)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('signature_protocols')
      .select('request_id')
      .where('blob_hash', '=', hash)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('page_images')
      .select('page')
      .where('image_hash', '=', hash)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('businesses')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('logo_hash', '=', hash),
          sql<boolean>`settings -> 'logoHistory' @> ${JSON.stringify([hash])}::jsonb`,
        ]),
      )
      .limit(1)
      .executeTakeFirst(),
    // A seal's stamp image (docs/decisions/0710).
    db
      .selectFrom('seals')
      .select('account_name')
      .where('image_hash', '=', hash)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return checks.some((row) => row !== undefined);
}
