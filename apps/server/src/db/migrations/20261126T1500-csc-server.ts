import type { Kysely } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// Signet's CSC API v2 server mode (docs/decisions/0612): the clients registered with it (their
// secret stored as a hash), their short-lived bearer tokens (hashed), and the signers each client
// enrolled: which credential of the built-in trust service belongs to which of the client's users,
// and the mobile number its one-time codes go to.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('csc_clients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('csc_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) =>
      c.notNull().references('csc_clients.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('csc_tokens_by_expiry')
    .on('csc_tokens')
    .column('expires_at')
    .execute();
  await db.schema
    .createTable('csc_credentials')
    .addColumn('credential_id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) =>
      c.notNull().references('csc_clients.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('csc_credentials_by_user')
    .on('csc_credentials')
    .columns(['client_id', 'user_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('csc_credentials').execute();
  await db.schema.dropTable('csc_tokens').execute();
  await db.schema.dropTable('csc_clients').execute();
}
