import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// The members table of a business is paged and searched from a list each server keeps in memory
// (ADR 0701). Whether that list is current is told by a version the database keeps: every change
// to a membership row that the list shows (joining, leaving, a role, the kept name or address)
// raises it, whatever code makes the change. It replaces the member-count trigger with one that
// keeps both, so a membership row still costs one update of its business.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('businesses')
    .addColumn('members_version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`DROP TRIGGER business_member_count ON business_members`.execute(db);
  await sql`
CREATE FUNCTION business_member_list_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.business_id = NEW.business_id THEN
    UPDATE businesses SET members_version = members_version + 1 WHERE id = NEW.business_id;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE businesses SET member_count = member_count - 1, members_version = members_version + 1
      WHERE id = OLD.business_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE businesses SET member_count = member_count + 1, members_version = members_version + 1
      WHERE id = NEW.business_id;
  END IF;
  RETURN NULL;
END $$`.execute(db);
  await sql`
CREATE TRIGGER business_member_list_kept
  AFTER INSERT OR DELETE OR UPDATE OF business_id, user_id, role, sort_name, email, joined_at
  ON business_members FOR EACH ROW EXECUTE FUNCTION business_member_list_kept()`.execute(db);
  await sql`DROP FUNCTION business_member_count()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS business_member_list_kept ON business_members`.execute(db);
  await sql`DROP FUNCTION IF EXISTS business_member_list_kept()`.execute(db);
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
  await db.schema.alterTable('businesses').dropColumn('members_version').execute();
}
