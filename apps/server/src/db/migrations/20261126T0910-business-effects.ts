import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// What business settings change elsewhere (issue 14):
// - AES for business: the confirmation link the representative was sent is the business's own
//   (a representative may vouch for more than one business); a new link replaces the old one.
// - Retention of members' requests: ended requests of a business whose documents are still there,
//   by business and end, so the hourly job finds the due ones of each business with retention on.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('businesses').addColumn('aes4biz_token_hash', 'text').execute();
  await sql`CREATE UNIQUE INDEX businesses_aes4biz_token ON businesses (aes4biz_token_hash)
    WHERE aes4biz_token_hash IS NOT NULL`.execute(db);
  await sql`CREATE INDEX signature_requests_business_ended ON signature_requests (business_id, ended_at)
    WHERE business_id IS NOT NULL AND ended_at IS NOT NULL AND documents_deleted_at IS NULL`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS signature_requests_business_ended`.execute(db);
  await sql`DROP INDEX IF EXISTS businesses_aes4biz_token`.execute(db);
  await db.schema.alterTable('businesses').dropColumn('aes4biz_token_hash').execute();
}
