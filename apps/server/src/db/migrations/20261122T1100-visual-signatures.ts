import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('visual_signatures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('alias', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('optional_line', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    // SHA-256 address of the re-encoded handwritten image in the blob store; null: none.
    .addColumn('image_hash', 'text')
    .addColumn('display_date', 'boolean', (c) => c.notNull())
    .addColumn('display_claim', 'boolean', (c) => c.notNull())
    .addColumn('display_standards', 'boolean', (c) => c.notNull())
    .addColumn('display_qr', 'boolean', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('visual_signatures_user')
    .on('visual_signatures')
    .columns(['user_id', 'created_at'])
    .execute();
  // One default per user, held by the database even when two requests race.
  await sql`CREATE UNIQUE INDEX visual_signatures_one_default ON visual_signatures (user_id) WHERE is_default`.execute(
    db,
  );
  await db.schema
    .createIndex('visual_signatures_image')
    .on('visual_signatures')
    .column('image_hash')
    .execute();

  // §3 permissions.visualSignatures for an account; no row: every toggle free and shown.
  await db.schema
    .createTable('visual_signature_permissions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('permissions', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('visual_signature_permissions').execute();
  await db.schema.dropTable('visual_signatures').execute();
}
