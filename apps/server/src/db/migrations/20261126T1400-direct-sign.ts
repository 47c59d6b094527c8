import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per direct-sign link (docs/decisions/0800): the token is kept as a SHA-256 only. The
  // guest acts through a guest account (`guest_id`) that has no password and no address of its own.
  await db.schema
    .createTable('direct_sign_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('signature_requests.id').onDelete('cascade'),
    )
    .addColumn('sid', 'text', (c) => c.notNull().references('signatures.sid').onDelete('cascade'))
    .addColumn('guest_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    // Set when a newer link for the same signer replaced this one.
    .addColumn('replaced_at', 'timestamptz')
    // The six-digit code mailed with the link (POST /v1/direct/tan/check), as an HMAC.
    .addColumn('code_hash', 'text')
    .addColumn('code_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('direct_sign_links_sid')
    .on('direct_sign_links')
    .column('sid')
    .execute();
  await db.schema
    .createIndex('direct_sign_links_guest')
    .on('direct_sign_links')
    .column('guest_id')
    .execute();

  // A mobile number the guest added, until its one-time secret confirms it (api/respond/{id}).
  await db.schema
    .createTable('direct_sign_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guest_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel IN ('mobile')`))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status IN ('PENDING', 'CONFIRMED', 'CANCELLED')`),
    )
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('direct_sign_verifications_guest')
    .on('direct_sign_verifications')
    .column('guest_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('direct_sign_verifications').ifExists().execute();
  await db.schema.dropTable('direct_sign_links').ifExists().execute();
}
