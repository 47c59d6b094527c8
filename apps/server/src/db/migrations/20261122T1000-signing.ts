import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  // Part 11 mode is a business setting in the spec; until businesses exist it lives on the request.
  await db.schema
    .alterTable('signature_requests')
    .addColumn('part11', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  // One TAN per account at a time, stored as an HMAC only; the lock outlives the TAN it ended.
  await db.schema
    .createTable('signing_tans')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('tan_hash', 'text')
    .addColumn('request_ids', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .execute();

  await db.schema
    .createTable('seals')
    .addColumn('account_name', 'text', (c) => c.primaryKey())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('quality', 'text', (c) => c.notNull().check(sql`quality IN ('aes', 'qes')`))
    // The seal's own credential at the trust service, issued on first use.
    .addColumn('credential', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('seal_members')
    .addColumn('account_name', 'text', (c) =>
      c.notNull().references('seals.account_name').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('seal_members_pk', ['account_name', 'user_id'])
    .execute();
  await db.schema.createIndex('seal_members_user').on('seal_members').column('user_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seal_members').ifExists().execute();
  await db.schema.dropTable('seals').ifExists().execute();
  await db.schema.dropTable('signing_tans').ifExists().execute();
  await db.schema.alterTable('signature_requests').dropColumn('part11').execute();
}
