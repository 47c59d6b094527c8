import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports application code.
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  // Protocols sealed for completion e-mails: the row keeps the blob from the collector while a
  // queued mail still refers to it, and records which protocol went out.
  await db.schema
    .createTable('signature_protocols')
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('blob_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('signature_protocols_pk', ['request_id', 'blob_hash'])
    .execute();
  await db.schema
    .createIndex('signature_protocols_blob')
    .on('signature_protocols')
    .column('blob_hash')
    .execute();
  // The dev outbox lists what was attached (name, type, size, SHA-256), not the files.
  await db.schema.alterTable('outbox_messages').addColumn('attachments', 'jsonb').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_messages').dropColumn('attachments').execute();
  await db.schema.dropTable('signature_protocols').ifExists().execute();
}
