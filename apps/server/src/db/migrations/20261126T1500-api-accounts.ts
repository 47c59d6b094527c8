import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// API accounts of a business (spec §7 "API accounts", ADR 0900). Each is a username and a key
// the business's admins create; the key is kept only as its SHA-256 (256 random bits, like a
// session token). Each has an account of its own in `users` (no password, no membership), which
// owns the requests made through the public API, so that they are the same requests the web shows.
// - kind: demo keys sign at DEMO and are not counted; production keys are counted for the business.
// - seal_account_name: the seal of the business the key may seal with, or none.
// - key_version: counts resets; an access token carries it, so that a reset revokes it at once.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_accounts')
    .addColumn('username', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('demo', 'production')`))
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('key_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('seal_account_name', 'text', (c) =>
      c.references('seals.account_name').onDelete('set null'),
    )
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('key_reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('api_accounts_business')
    .on('api_accounts')
    .columns(['business_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_accounts').execute();
}
