import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// A document uploaded on its own through the public API (`POST /documents`, ADR 0911) is kept in
// a draft request of the API account's user, its holder. This table marks those drafts: the
// API's request lists leave them out, and deleting the document deletes its holder.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_document_holders')
    .addColumn('request_id', 'text', (c) =>
      c.primaryKey().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_document_holders').execute();
}
