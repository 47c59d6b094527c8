import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// Seals belong to a business (issue 15): the business's admins manage their display name, the
// stamp's texts, the stamp's image and their members; the platform operator issues them upon a
// seal request. Seals made before (business_id null) stay the operator's to manage.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('seals')
    .addColumn('business_id', 'text', (c) => c.references('businesses.id').onDelete('cascade'))
    // The organisation the certificate names, as the operator verified it; the display name the
    // stamp shows may change, the certificate's subject does not.
    .addColumn('organisation_name', 'text')
    // The stamp's own lines beside the display name (§3 optionalLine, location).
    .addColumn('stamp_line', 'text')
    .addColumn('stamp_location', 'text')
    // The stamp's image: a content-addressed blob, re-encoded as PNG on upload.
    .addColumn('image_hash', 'text')
    .addColumn('image_width', 'integer')
    .addColumn('image_height', 'integer')
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX seals_business ON seals (business_id, account_name)
    WHERE business_id IS NOT NULL`.execute(db);

  await db.schema
    .createTable('seal_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('requested_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('organisation_name', 'text', (c) => c.notNull())
    .addColumn('register_number', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status IN ('open', 'issued', 'rejected')`),
    )
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .execute();
  // One open request per seal name across the platform: the operator decides each name once.
  await sql`CREATE UNIQUE INDEX seal_requests_open_name ON seal_requests (account_name)
    WHERE status = 'open'`.execute(db);
  await sql`CREATE INDEX seal_requests_business ON seal_requests (business_id, created_at)`.execute(
    db,
  );
  await sql`CREATE INDEX seal_requests_open ON seal_requests (created_at) WHERE status = 'open'`.execute(
    db,
  );

  // Whoever leaves a business leaves its seals with it, in the same statement: no call path
  // (removal, leaving, deletion of the account) can keep a former member's right to seal.
  await sql`CREATE FUNCTION seal_members_leave_business() RETURNS trigger AS $$
  BEGIN
    DELETE FROM seal_members m USING seals s
      WHERE m.account_name = s.account_name AND s.business_id = OLD.business_id
        AND m.user_id = OLD.user_id;
    RETURN NULL;
  END $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE TRIGGER seal_members_leave_business AFTER DELETE OR UPDATE OF business_id
    ON business_members FOR EACH ROW EXECUTE FUNCTION seal_members_leave_business()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS seal_members_leave_business ON business_members`.execute(db);
  await sql`DROP FUNCTION IF EXISTS seal_members_leave_business()`.execute(db);
  await db.schema.dropTable('seal_requests').ifExists().execute();
  await sql`DROP INDEX IF EXISTS seals_business`.execute(db);
  for (const column of [
    'updated_at',
    'image_height',
    'image_width',
    'image_hash',
    'stamp_location',
    'stamp_line',
    'organisation_name',
    'business_id',
  ]) {
    await db.schema.alterTable('seals').dropColumn(column).execute();
  }
}
