import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// Business accounts (spec §3 Business, §6 roles). An account belongs to at most one business
// (business_members' primary key is the user), as admin or member. Settings, AES for business,
// billing and plan data are JSON documents of the business row: each is read and written whole,
// and the billing screens own the latter two. Usage is counted per business, month, kind and level
// as signatures and requests happen, so statistics never scan signatures.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('businesses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_state', 'text', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('aes4biz', 'jsonb')
    .addColumn('aes4biz_confirmed_at', 'timestamptz')
    .addColumn('logo_hash', 'text')
    .addColumn('logo_width', 'integer')
    .addColumn('logo_height', 'integer')
    .addColumn('billing', 'jsonb')
    .addColumn('price_plan', 'jsonb')
    .addColumn('active_price_plan_id', 'text')
    .addColumn('plan_start', 'timestamptz')
    .addColumn('stripe', 'jsonb')
    .addColumn('gtc_accepted_at', 'timestamptz')
    .addColumn('dpa_accepted_at', 'timestamptz')
    .addColumn('deletion_scheduled_at', 'timestamptz')
    // Members and admins, kept by a trigger on business_members: the members table's total
    // without counting the business's index on every page.
    .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('businesses_deletion_scheduled_at')
    .on('businesses')
    .column('deletion_scheduled_at')
    .where(sql.ref('deletion_scheduled_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('business_members')
    // One business per account.
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'member')`))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    // The account's name (lower case) and address, kept here by the triggers below: the members
    // table pages and searches one business's rows along its own indexes, never sorting accounts.
    .addColumn('sort_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const [name, columns] of [
    ['business_members_by_role', ['business_id', 'role', 'sort_name', 'user_id']],
    ['business_members_by_name', ['business_id', 'sort_name', 'user_id']],
    ['business_members_by_email', ['business_id', 'email', 'user_id']],
    ['business_members_by_joined', ['business_id', 'joined_at', 'user_id']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('business_members')
      .columns([...columns])
      .execute();
  }
  await sql`
CREATE FUNCTION business_member_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(u.first_name || ' ' || u.last_name), lower(u.email)
    INTO NEW.sort_name, NEW.email FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$`.execute(db);
  await sql`
CREATE TRIGGER business_member_names BEFORE INSERT OR UPDATE OF user_id ON business_members
  FOR EACH ROW EXECUTE FUNCTION business_member_names()`.execute(db);
  await sql`
CREATE FUNCTION business_member_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE businesses SET member_count = member_count - 1 WHERE id = OLD.business_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE businesses SET member_count = member_count + 1 WHERE id = NEW.business_id;
  END IF;
  RETURN NULL;
END $$`.execute(db);
  await sql`
CREATE TRIGGER business_member_count AFTER INSERT OR DELETE OR UPDATE OF business_id
  ON business_members FOR EACH ROW EXECUTE FUNCTION business_member_count()`.execute(db);
  await sql`
CREATE FUNCTION business_member_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE business_members
    SET sort_name = lower(NEW.first_name || ' ' || NEW.last_name), email = lower(NEW.email)
    WHERE user_id = NEW.id;
  RETURN NULL;
END $$`.execute(db);
  await sql`
CREATE TRIGGER business_member_account_changed AFTER UPDATE OF first_name, last_name, email ON users
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
        OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION business_member_account_changed()`.execute(db);

  await db.schema
    .createTable('business_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('language', 'text', (c) => c.notNull())
    // The link's token for an address without an account (email_tokens, purpose business_invite).
    .addColumn('token_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('declined_at', 'timestamptz')
    .execute();
  // One open invitation per address and business.
  await sql`CREATE UNIQUE INDEX business_invitations_open ON business_invitations (business_id, email)
    WHERE accepted_at IS NULL AND withdrawn_at IS NULL AND declined_at IS NULL`.execute(db);
  await db.schema
    .createIndex('business_invitations_email')
    .on('business_invitations')
    .column('email')
    .execute();

  await db.schema
    .createTable('business_domains')
    // Unique across businesses.
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('claimed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('business_domains_business')
    .on('business_domains')
    .column('business_id')
    .execute();

  await db.schema
    .createTable('business_usage')
    .addColumn('business_id', 'text', (c) =>
      c.notNull().references('businesses.id').onDelete('cascade'),
    )
    // First day of the month (UTC).
    .addColumn('month', 'date', (c) => c.notNull())
    // signature | request_created | request_completed
    .addColumn('kind', 'text', (c) => c.notNull())
    // The signature's level (ses, aes, qes, seal); '' for requests.
    .addColumn('level', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('business_usage_pk', ['business_id', 'month', 'kind', 'level'])
    .execute();

  // The business a request was created under: its settings (part 11, retention, mail
  // attachments, logo, support contact) apply to it, and its usage counts there.
  await db.schema
    .alterTable('signature_requests')
    .addColumn('business_id', 'text', (c) => c.references('businesses.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('signature_requests_business')
    .on('signature_requests')
    .column('business_id')
    .where(sql.ref('business_id'), 'is not', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS business_member_account_changed ON users`.execute(db);
  await sql`DROP FUNCTION IF EXISTS business_member_account_changed()`.execute(db);
  await db.schema.alterTable('signature_requests').dropColumn('business_id').execute();
  for (const table of [
    'business_usage',
    'business_domains',
    'business_invitations',
    'business_members',
    'businesses',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`DROP FUNCTION IF EXISTS business_member_names()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS business_member_count()`.execute(db);
}
