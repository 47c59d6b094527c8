import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration never imports application code.
//
// Business activity (spec §7 "Activity"): what happened to a business's accounts, the signatures
// its members made and their identifications, one row each, written in the transaction of the
// change itself. Each row keeps the names and addresses as they were, so the history outlives an
// account. Every list and export reads one business's rows along (business_id, time, id).
//
// Signatures also get a count per business, UTC day and level, kept by a statement trigger: the
// total of a date range is a sum of at most a few hundred day rows, and a page deep in the list
// starts at its day instead of counting past every earlier row.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
CREATE TABLE business_account_activities (
  id bigserial PRIMARY KEY,
  business_id text NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  action text NOT NULL CHECK (action IN ('joined', 'left', 'removed', 'role_changed')),
  user_id text NOT NULL,
  email text NOT NULL,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'member')),
  detail text CHECK (detail IN ('founded', 'invitation', 'account_deleted')),
  actor_id text
)`.execute(db);
  await sql`CREATE INDEX business_account_activities_by_time
    ON business_account_activities (business_id, at, id)`.execute(db);

  await sql`
CREATE TABLE business_signature_activities (
  id bigserial PRIMARY KEY,
  business_id text NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  signed_at timestamptz NOT NULL,
  user_id text NOT NULL,
  email text NOT NULL,
  name text NOT NULL,
  request_id text NOT NULL,
  request_title text NOT NULL,
  sid text NOT NULL,
  level text NOT NULL,
  legislation text,
  seal text
)`.execute(db);
  await sql`CREATE INDEX business_signature_activities_by_time
    ON business_signature_activities (business_id, signed_at, id)`.execute(db);

  await sql`
CREATE TABLE business_signature_days (
  business_id text NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  day date NOT NULL,
  level text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (business_id, day, level)
)`.execute(db);
  await sql`
CREATE FUNCTION business_signature_days_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO business_signature_days AS d (business_id, day, level, count)
    SELECT business_id, (signed_at AT TIME ZONE 'UTC')::date, level, count(*)
    FROM added GROUP BY 1, 2, 3
  ON CONFLICT (business_id, day, level) DO UPDATE SET count = d.count + EXCLUDED.count;
  RETURN NULL;
END $$`.execute(db);
  await sql`CREATE TRIGGER business_signature_days_added AFTER INSERT ON business_signature_activities
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT
    EXECUTE FUNCTION business_signature_days_added()`.execute(db);
  await sql`
CREATE FUNCTION business_signature_days_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE business_signature_days d SET count = d.count - r.n
    FROM (SELECT business_id, (signed_at AT TIME ZONE 'UTC')::date AS day, level, count(*) AS n
          FROM removed GROUP BY 1, 2, 3) r
    WHERE d.business_id = r.business_id AND d.day = r.day AND d.level = r.level;
  RETURN NULL;
END $$`.execute(db);
  await sql`CREATE TRIGGER business_signature_days_removed AFTER DELETE ON business_signature_activities
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT
    EXECUTE FUNCTION business_signature_days_removed()`.execute(db);

  await sql`
CREATE TABLE business_identification_activities (
  id bigserial PRIMARY KEY,
  business_id text NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  identified_at timestamptz NOT NULL,
  user_id text NOT NULL,
  email text NOT NULL,
  name text NOT NULL,
  method text NOT NULL,
  legislation text,
  result text NOT NULL
)`.execute(db);
  await sql`CREATE INDEX business_identification_activities_by_time
    ON business_identification_activities (business_id, identified_at, id)`.execute(db);

  // One CSV cell (RFC 4180) of a text, formula-safe: the exports build their lines in the
  // database, so the server only passes text on (ADR 0730). A cell starting with = + - @, tab or
  // carriage return gets a leading apostrophe; one with a comma, quote or line break is quoted
  // with its quotes doubled; null is empty. Plain SQL expressions (strpos, not regular
  // expressions: a million rows of them), which the planner inlines into the query.
  await sql`
CREATE FUNCTION csv_quoted(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN strpos(value, '"') > 0 OR strpos(value, ',') > 0 OR strpos(value, E'\n') > 0
      OR strpos(value, E'\r') > 0
    THEN '"' || replace(value, '"', '""') || '"'
    ELSE value
  END
$$`.execute(db);
  await sql`
CREATE FUNCTION csv_cell(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN value IS NULL THEN ''
    WHEN left(value, 1) IN ('=', '+', '-', '@', E'\t', E'\r') THEN csv_quoted('''' || value)
    ELSE csv_quoted(value)
  END
$$`.execute(db);

  // A membership that ends because its account is deleted goes with the account's row (ON DELETE
  // CASCADE), in the deletion's statement: only the database sees it happen. Memberships that end
  // with their business need no record (the history goes too); every other change is recorded by
  // the code that makes it, which knows who did it.
  await sql`
CREATE FUNCTION business_member_account_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM businesses b WHERE b.id = OLD.business_id)
     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = OLD.user_id) THEN
    INSERT INTO business_account_activities (business_id, at, action, user_id, email, name, role, detail)
      VALUES (OLD.business_id, now(), 'left', OLD.user_id, OLD.email, '', OLD.role, 'account_deleted');
  END IF;
  RETURN NULL;
END $$`.execute(db);
  await sql`CREATE TRIGGER business_member_account_deleted AFTER DELETE ON business_members
    FOR EACH ROW EXECUTE FUNCTION business_member_account_deleted()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time; it must not follow the app's table types.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS business_member_account_deleted ON business_members`.execute(db);
  await sql`DROP FUNCTION IF EXISTS business_member_account_deleted()`.execute(db);
  await sql`DROP TABLE IF EXISTS business_identification_activities`.execute(db);
  await sql`DROP TABLE IF EXISTS business_signature_days`.execute(db);
  await sql`DROP TABLE IF EXISTS business_signature_activities`.execute(db);
  await sql`DROP FUNCTION IF EXISTS business_signature_days_removed()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS business_signature_days_added()`.execute(db);
  await sql`DROP TABLE IF EXISTS business_account_activities`.execute(db);
  await sql`DROP FUNCTION IF EXISTS csv_cell(text)`.execute(db);
  await sql`DROP FUNCTION IF EXISTS csv_quoted(text)`.execute(db);
}
