import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('signature_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Null only while a send-to request waits to be claimed.
    .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('legislation', 'text')
    .addColumn('quality', 'text')
    .addColumn('status_overall', 'text', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('documents_deleted_at', 'timestamptz')
    .execute();
  // Keyset-friendly orderings for the owner's lists and the retention sweep.
  await sql`CREATE INDEX signature_requests_owner_created ON signature_requests (owner_id, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX signature_requests_ended ON signature_requests (ended_at) WHERE ended_at IS NOT NULL AND documents_deleted_at IS NULL`.execute(
    db,
  );

  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('original_hash', 'text', (c) => c.notNull())
    .addColumn('current_hash', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('page_count', 'integer', (c) => c.notNull())
    .addColumn('pages', 'jsonb', (c) => c.notNull())
    .addColumn('normalized', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('documents_request')
    .on('documents')
    .columns(['request_id', 'position'])
    .execute();
  await db.schema
    .createIndex('documents_current_hash')
    .on('documents')
    .column('current_hash')
    .execute();
  await db.schema
    .createIndex('documents_original_hash')
    .on('documents')
    .column('original_hash')
    .execute();

  await db.schema
    .createTable('signatures')
    .addColumn('sid', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    // The address the signer is reached and recognised by (account_email, else the identity's).
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('account_email', 'text')
    .addColumn('signer_identity_data', 'jsonb')
    .addColumn('document_signatures', 'jsonb', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('notify', 'boolean', (c) => c.notNull())
    .addColumn('status_code', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('last_reminded_at', 'timestamptz')
    .addColumn('status_changed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The inbox (§4 toSign/pending) starts from the caller's own signatures.
  await db.schema
    .createIndex('signatures_email_status')
    .on('signatures')
    .columns(['email', 'status_code', 'request_id'])
    .execute();
  await db.schema
    .createIndex('signatures_request')
    .on('signatures')
    .columns(['request_id', 'position'])
    .execute();

  await db.schema
    .createTable('observers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('invited_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('observers_request_email', ['request_id', 'email'])
    .execute();
  await db.schema
    .createIndex('observers_email')
    .on('observers')
    .columns(['email', 'request_id'])
    .execute();

  await db.schema
    .createTable('attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('blob_hash', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('attachments_request')
    .on('attachments')
    .column('request_id')
    .execute();
  await db.schema.createIndex('attachments_blob').on('attachments').column('blob_hash').execute();

  await db.schema
    .createTable('request_hidden')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('request_hidden_pk', ['user_id', 'request_id'])
    .execute();

  await db.schema
    .createTable('request_events')
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('ip', 'text')
    .addColumn('document_hashes', 'jsonb', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('request_events_pk', ['request_id', 'seq'])
    .execute();

  await db.schema
    .createTable('page_images')
    .addColumn('pdf_hash', 'text', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('scale', 'integer', (c) => c.notNull())
    .addColumn('image_hash', 'text')
    .addColumn('content_type', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_images_pk', ['pdf_hash', 'page', 'scale'])
    .execute();
  await db.schema.createIndex('page_images_image').on('page_images').column('image_hash').execute();

  await db.schema
    .createTable('sendto')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('access_code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('claimed_at', 'timestamptz')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sendto',
    'page_images',
    'request_events',
    'request_hidden',
    'attachments',
    'observers',
    'signatures',
    'documents',
    'signature_requests',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
